import { useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { waiverKindOf, type CheckInCard, type WaiverAcceptanceInput } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCityWaivers, useSignWaiverAtCheckIn } from '../api/check-in-waiver.ts';
import { WaiverSignModal } from './waiver-sign-modal.tsx';

/** A waiver the card may show for signing: the roster's copy (offline) or the public current one. */
export interface CardWaiverText {
  id: number;
  eventCity: string;
  kind: 'walk' | '5k';
  body: string;
}

/**
 * The card's waiver line (docs/decisions/0011-event-day-check-in.md): "Waiver signed" or "Waiver
 * missing", and "Sign waiver" for a missing one. `onSign` is the page's (the offline queue); by
 * default it is sent online with a fresh clientId per signature.
 */
export function CardWaiver({
  card,
  waivers,
  onSign,
}: {
  card: CheckInCard;
  waivers?: CardWaiverText[];
  onSign?: (acceptance: WaiverAcceptanceInput) => Promise<unknown>;
}) {
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = useSignWaiverAtCheckIn();
  const fetched = useCityWaivers(card.eventCity, opened && !waivers);
  const kind = waiverKindOf(card.kind);
  const waiver = (waivers ?? fetched.data ?? []).find((w) => w.eventCity === card.eventCity && w.kind === kind) ?? null;
  const name = `${card.firstName} ${card.lastName}`;
  if (card.waiver === 'not-required') return null;

  const sign = async (acceptance: WaiverAcceptanceInput) => {
    setError(null);
    try {
      if (onSign) await onSign(acceptance);
      else await online.mutateAsync({ entryId: card.entryId, input: { clientId: crypto.randomUUID(), acceptance } });
    } catch (err) {
      setError(errorMessage(err));
      throw err;
    }
  };

  return (
    <Group gap="sm" justify="space-between">
      <Badge color={card.waiver === 'signed' ? 'green' : 'orange'} variant="light">
        {card.waiver === 'signed' ? 'Waiver signed' : 'Waiver missing'}
      </Badge>
      {card.waiver === 'missing' && (
        <Button size="xs" variant="light" onClick={() => setOpened(true)} aria-label={`Sign waiver for ${name}`}>
          Sign waiver
        </Button>
      )}
      <WaiverSignModal opened={opened} onClose={() => setOpened(false)} name={name} waiver={waiver} onSign={sign} error={error} knownMinor={card.minor} />
    </Group>
  );
}
