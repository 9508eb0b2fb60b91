import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { CHECK_IN_SYNC_MESSAGES, EVENT_ENTRY_KIND_LABELS, type CheckInCard as Card_, type WaiverAcceptanceInput } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCheckIn } from '../api/check-in-api.ts';
import { checkInStatus } from '../lib/check-in-text.ts';
import { CardWaiver, type CardWaiverText } from './card-waiver.tsx';

/**
 * One person: who they are, whether they are in, and one tap to check them in. `waivers` (the
 * roster's) and `onSignWaiver` (the page's queue) are optional: without them the card reads the
 * city's waiver and signs online.
 */
export function CheckInCard({ card, waivers, onSignWaiver }: { card: Card_; waivers?: CardWaiverText[]; onSignWaiver?: (acceptance: WaiverAcceptanceInput) => Promise<unknown> }) {
  const checkIn = useCheckIn();
  const [giveShirt, setGiveShirt] = useState(card.shirtGivenAt === null);
  const [assignBib, setAssignBib] = useState(false);
  // One id per tap, reused if the same tap is retried: the server counts it once.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<string | null>(null);
  const name = `${card.firstName} ${card.lastName}`;
  const checkedIn = card.checkedInAt !== null;
  // Someone already in may still be owed their shirt or a bib; once they have both, nothing is left to tap.
  const owed = card.shirtGivenAt === null || card.bib === null;

  function submit() {
    checkIn.mutate(
      { entryId: card.entryId, card, input: { clientId, giveShirt: giveShirt && card.shirtGivenAt === null, assignBib: assignBib && card.bib === null } },
      {
        onSuccess: (result) => {
          const status = checkInStatus(result.entry);
          setOutcome(result.alreadyCheckedIn ? `Already checked in. ${status}.` : result.queued ? `${status}. ${CHECK_IN_SYNC_MESSAGES.cardWaiting}` : `${status}.`);
          setClientId(crypto.randomUUID());
        },
      },
    );
  }

  return (
    <Card withBorder padding="md" component="li" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{name}</Text>
            <Text size="sm">{card.team ?? 'No team'}</Text>
          </div>
          <Badge color={checkedIn ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
            {checkedIn ? 'Checked in' : 'Not in yet'}
          </Badge>
        </Group>
        <Text size="sm">
          {EVENT_ENTRY_KIND_LABELS[card.kind]} · Shirt {card.shirtSize ?? 'not chosen'} · Bib {card.bib ?? 'none yet'}
        </Text>
        <Text size="sm">{checkInStatus(card)}</Text>
        <CardWaiver card={card} waivers={waivers} onSign={onSignWaiver} />
        {card.shirtGivenAt && <Text size="sm">Shirt given{card.shirtGivenSize ? ` (${card.shirtGivenSize})` : ''}</Text>}
        {card.shirtGivenAt === null && (
          <Checkbox label={`Shirt given${card.shirtSize ? ` (${card.shirtSize})` : ''}`} checked={giveShirt} onChange={(e) => setGiveShirt(e.currentTarget.checked)} />
        )}
        {card.bib === null && <Checkbox label="Assign bib" checked={assignBib} onChange={(e) => setAssignBib(e.currentTarget.checked)} />}
        {(!checkedIn || owed) && (
          <Button onClick={submit} loading={checkIn.isPending} fullWidth>
            {checkedIn ? 'Save shirt and bib' : 'Check in'}
          </Button>
        )}
        {outcome && (
          <Text role="status" fw={600}>
            {outcome}
          </Text>
        )}
        {checkIn.isError && (
          <Alert color="red" role="alert">
            {errorMessage(checkIn.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
