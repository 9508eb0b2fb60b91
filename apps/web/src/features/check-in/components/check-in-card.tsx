import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import {
  CHECK_IN_MESSAGES, CHECK_IN_SYNC_MESSAGES, EVENT_ENTRY_KIND_LABELS, shirtSizeName, shirtSizesByStock, shirtSizeToHandOut,
  type CheckInCard as Card_, type WaiverAcceptanceInput,
} from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCheckIn } from '../api/check-in-api.ts';
import { checkInStatus } from '../lib/check-in-text.ts';
import { readQueue, subscribeQueue } from '../lib/offline-queue.ts';
import { CardWaiver, type CardWaiverText } from './card-waiver.tsx';

/** The outcome of the last tap; `waitingFor` is the queued item's clientId while it waits on the phone. */
type Outcome = { text: string; waitingFor: string | null };

/** Clears a "Waiting to send" outcome once its item has left the queue: the card then shows what the server holds. */
function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const waitingFor = outcome?.waitingFor ?? null;
  useEffect(() => {
    if (!waitingFor) return;
    let alive = true;
    const check = () =>
      void readQueue()
        .then(({ waiting }) => alive && !waiting.some((q) => q.clientId === waitingFor) && setOutcome(null))
        .catch(() => undefined);
    const unsubscribe = subscribeQueue(check);
    check();
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [waitingFor]);
  return [outcome, setOutcome] as const;
}

/**
 * One person: who they are, whether they are in, and one tap to check them in. `waivers` (the
 * roster's) and `onSignWaiver` (the page's queue) are optional: without them the card reads the
 * city's waiver and signs online. `shirtsOnHand` (the roster's) puts the sizes in stock first
 * when the volunteer picks the size handed out.
 */
export function CheckInCard({
  card,
  waivers,
  onSignWaiver,
  shirtsOnHand,
}: {
  card: Card_;
  waivers?: CardWaiverText[];
  onSignWaiver?: (acceptance: WaiverAcceptanceInput) => Promise<unknown>;
  shirtsOnHand?: { size: string; onHand: number }[];
}) {
  const checkIn = useCheckIn();
  // The person's own size when it is one in stock; otherwise the volunteer picks the size handed out.
  const ownSize = shirtSizeToHandOut(null, card.shirtSize);
  // Ticked by default only with a size to name: ticking it for someone without one asks the size.
  const [giveShirt, setGiveShirt] = useState(card.shirtGivenAt === null && ownSize !== null);
  const [pickedSize, setPickedSize] = useState<string | null>(null);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [assignBib, setAssignBib] = useState(false);
  // One id per tap, reused if the same tap is retried: the server counts it once.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useOutcome();
  const name = `${card.firstName} ${card.lastName}`;
  const checkedIn = card.checkedInAt !== null;
  // Someone already in may still be owed their shirt or a bib; once they have both, nothing is left to tap.
  const owed = card.shirtGivenAt === null || card.bib === null;

  function submit() {
    const givesShirt = giveShirt && card.shirtGivenAt === null;
    // The server's rule (shirtSizeToHandOut): a shirt handed out is of a size, so its stock goes down.
    const size = shirtSizeToHandOut(pickedSize, card.shirtSize);
    if (givesShirt && !size) {
      setSizeError(CHECK_IN_MESSAGES.shirtSizeRequired);
      return;
    }
    setSizeError(null);
    const sent = clientId;
    checkIn.mutate(
      { entryId: card.entryId, card, input: { clientId: sent, giveShirt: givesShirt, ...(givesShirt && size ? { shirtSize: size } : {}), assignBib: assignBib && card.bib === null } },
      {
        onSuccess: (result) => {
          const status = checkInStatus(result.entry);
          setOutcome(
            result.alreadyCheckedIn
              ? { text: `Already checked in. ${status}.`, waitingFor: null }
              : result.queued
                ? { text: `${status}. ${CHECK_IN_SYNC_MESSAGES.cardWaiting}`, waitingFor: sent }
                : { text: `${status}.`, waitingFor: null },
          );
          setClientId(crypto.randomUUID());
        },
      },
    );
  }
  const sizeOptions = shirtSizesByStock(shirtsOnHand).map((size) => {
    const onHand = shirtsOnHand?.find((s) => s.size === size)?.onHand;
    return { value: size, label: onHand !== undefined ? `${shirtSizeName(size)} (${onHand} on hand)` : shirtSizeName(size) };
  });
  const waiverMissingIn = checkedIn && card.waiver === 'missing';

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
          {EVENT_ENTRY_KIND_LABELS[card.kind]} · Shirt {card.shirtSize ? shirtSizeName(card.shirtSize) : 'not chosen'} · Bib {card.bib ?? 'none yet'}
        </Text>
        <Text size="sm">{checkInStatus(card)}</Text>
        {waiverMissingIn && (
          // One state, on this phone and the admin's Event day (checked in, and counted in waivers missing).
          <Text size="sm" fw={600} c="orange.9">
            {card.minor ? CHECK_IN_MESSAGES.waiverMissingMinorAfterCheckIn : CHECK_IN_MESSAGES.waiverMissingAfterCheckIn}
          </Text>
        )}
        <CardWaiver card={card} waivers={waivers} onSign={onSignWaiver} />
        {card.shirtGivenAt && <Text size="sm">Shirt given{card.shirtGivenSize ? ` (${shirtSizeName(card.shirtGivenSize)})` : ''}</Text>}
        {card.shirtGivenAt === null && (
          <Checkbox label={`Shirt given${ownSize ? ` (${shirtSizeName(ownSize)})` : ''}`} checked={giveShirt} onChange={(e) => setGiveShirt(e.currentTarget.checked)} />
        )}
        {card.shirtGivenAt === null && giveShirt && !ownSize && (
          <Select
            label="Size handed out"
            placeholder="Choose a size"
            data={sizeOptions}
            value={pickedSize}
            onChange={(v) => {
              setPickedSize(v);
              setSizeError(null);
            }}
            error={sizeError}
            withAsterisk
            allowDeselect={false}
          />
        )}
        {card.bib === null && <Checkbox label="Assign bib" checked={assignBib} onChange={(e) => setAssignBib(e.currentTarget.checked)} />}
        {(!checkedIn || owed) && (
          <Button onClick={submit} loading={checkIn.isPending} fullWidth>
            {checkedIn ? 'Save shirt and bib' : 'Check in'}
          </Button>
        )}
        {outcome && (
          <Text role="status" fw={600}>
            {outcome.text}
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
