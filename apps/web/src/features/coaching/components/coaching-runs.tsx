import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { COACHING_MESSAGE_KINDS, COACHING_MESSAGE_LABELS } from '@walkfund/domain';
import { PanelSection } from '../../../components/config-panel.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCoachingSent } from '../api/coaching-sent.ts';
import { useRunCoaching } from '../api/run-coaching.ts';

/** How many of each message went this year, and "Run now" (the daily pass and this week's digests). */
export function CoachingRuns() {
  const sent = useCoachingSent();
  const run = useRunCoaching();
  const counts = sent.data?.counts ?? {};
  return (
    <PanelSection title="Sent this year">
      <Stack gap="sm">
        <Table withTableBorder striped aria-label="Coaching emails sent this year">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Message</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Sent</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COACHING_MESSAGE_KINDS.filter((kind) => kind !== 'nudge').map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>{COACHING_MESSAGE_LABELS[kind].label}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{counts[kind] ?? 0}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button
            variant="light"
            loading={run.isPending}
            onClick={() =>
              run.mutate(undefined, {
                onSuccess: (result) => notifySuccess('Success', `${result.queued} coaching ${result.queued === 1 ? 'email' : 'emails'} and ${result.digests} captain ${result.digests === 1 ? 'digest' : 'digests'} queued.`),
                onError: (error) => notifyError('Error', errorMessage(error)),
              })
            }
          >
            Run now
          </Button>
          <Text size="sm" c="dimmed">
            Runs each day at 9:00 (Chicago) by itself; a message is never sent twice.
          </Text>
        </Group>
      </Stack>
    </PanelSection>
  );
}
