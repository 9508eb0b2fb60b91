import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTimeSeconds, formatDollars } from '../../../lib/format.ts';
import type { PendingSummary } from '../api/reconciliation-types.ts';
import { PROCESSOR_LABELS, formatSeconds } from './reconciliation-format.ts';

function Stat({ label, value, hint }: { label: string; value: string | number; hint: string }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

/** GET /v1/reconciliation/pending: what waits for the card processor's answer, and how the reconciler is set. */
export function PendingSummaryCard({ summary }: { summary: PendingSummary }) {
  const hours = formatSeconds(summary.expireAfterHours * 3600);
  return (
    <Card withBorder radius="md" padding="md" aria-label="Checkouts waiting">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Text size="sm">
            Runs when the server starts and every {formatSeconds(summary.intervalSeconds)}. It asks the card processor about checkouts older
            than {formatSeconds(summary.minAgeSeconds)}, records the paid ones once, and expires unpaid ones after {hours}.
          </Text>
          <Badge variant="light" color={summary.processor === 'stripe' ? 'indigo' : 'yellow'}>
            Processor: {PROCESSOR_LABELS[summary.processor]}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
          <Stat label="Waiting" value={summary.waiting} hint="Checkouts not yet recorded" />
          <Stat label="Due" value={summary.due} hint="Asked about on the next pass" />
          <Stat label="Paid, not recorded" value={summary.succeeded} hint="Recorded on the next pass" />
          <Stat label="Expired" value={summary.expired} hint={`Checked again every ${hours}`} />
          <Stat label="Amount waiting" value={formatDollars(summary.waitingAmount)} hint="Total of the waiting checkouts" />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {summary.oldestWaitingAt ? `Oldest waiting since ${formatDateTimeSeconds(summary.oldestWaitingAt)}. ` : 'Nothing is waiting. '}
          {summary.lastRun ? `Last pass started ${formatDateTimeSeconds(summary.lastRun.startedAt)}.` : 'No pass has run yet.'}
        </Text>
      </Stack>
    </Card>
  );
}
