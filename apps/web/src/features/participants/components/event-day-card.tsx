import { useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { EVENT_DAY_TOASTS, EVENT_ENTRY_KIND_LABELS, type EventEntryView } from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useEventEntry, useEventEntryAction } from '../api/event-entry.ts';
import { WaiverLinkAction } from '../../waivers/index.ts';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Chicago' });
const when = (iso: string | null, otherwise: string) => (iso ? DATE_TIME.format(new Date(iso)) : otherwise);

/**
 * The participant's "Event day" (docs/decisions/0011-event-day-check-in.md): their entry
 * of the year (kind, city, check-in code, bib, check-in), and the admin's two actions, both
 * audited on the server: resend the confirmation, and regenerate a code that leaked (the old one
 * stops working at once).
 */
export function EventDayCard({ personId }: { personId: number }) {
  const entry = useEventEntry(personId);
  return (
    <SectionCard title="Event day" idPrefix="participant">
      {entry.isError && <Text c="red">{errorMessage(entry.error)}</Text>}
      {entry.data && !entry.data.entry && <Text size="sm">Not registered for this year&apos;s event.</Text>}
      {entry.data?.entry && <EntryDetails personId={personId} entry={entry.data.entry} />}
    </SectionCard>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

function EntryDetails({ personId, entry }: { personId: number; entry: EventEntryView }) {
  const resend = useEventEntryAction(personId, 'resend-confirmation');
  const regenerate = useEventEntryAction(personId, 'regenerate-token');
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const run = async (action: typeof resend, toast: readonly [string, string]) => {
    setServerError(null);
    try {
      await action.mutateAsync();
      notifyToast(toast, 'success');
    } catch (error) {
      notifyToast(EVENT_DAY_TOASTS.actionFailed, 'error');
      setServerError(errorMessage(error));
    }
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Fact label="Entry" value={`${EVENT_ENTRY_KIND_LABELS[entry.kind]}, ${entry.eventCity ?? 'no city'} ${entry.eventYear}`} />
        <Fact label="Check-in code" value={`Active, ends in ${entry.checkInToken.slice(-4)}`} />
        <Fact label="Bib" value={entry.bib === null ? 'Not assigned' : String(entry.bib)} />
        <Fact label="Checked in" value={when(entry.checkedInAt, 'Not yet')} />
        <Fact label="Confirmation" value={entry.confirmationSentAt ? `Sent ${when(entry.confirmationSentAt, '')}` : 'Not sent yet'} />
      </SimpleGrid>
      <WaiverLinkAction personId={personId} />
      {serverError && <Text c="red">{serverError}</Text>}
      <Group gap="sm">
        <Button variant="light" loading={resend.isPending} onClick={() => void run(resend, EVENT_DAY_TOASTS.resent)}>
          Resend confirmation
        </Button>
        <Button variant="light" color="red" onClick={() => setConfirming(true)}>
          Regenerate code
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Regenerate code">
        <Stack gap="md">
          <Text size="sm">Make a new check-in code? The old one stops working at once. Resend the confirmation so they have the new one.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={regenerate.isPending}
              onClick={async () => {
                await run(regenerate, EVENT_DAY_TOASTS.regenerated);
                setConfirming(false);
              }}
            >
              Regenerate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
