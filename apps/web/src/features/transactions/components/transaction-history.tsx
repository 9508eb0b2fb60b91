import { Table, Text } from '@mantine/core';
import { AUDIT_ACTION_LABELS, AUDIT_PROCESSOR_ACTOR, type AuditActor, type AuditEntryView } from '@walkfund/domain';
import { formatDateTime, formatDollars } from '../lib/format.ts';

export function actorName(actor: AuditActor | null): string {
  if (!actor) return AUDIT_PROCESSOR_ACTOR;
  return actor.name && actor.email ? `${actor.name} (${actor.email})` : (actor.email ?? actor.name ?? `User ${actor.id}`);
}

type AuditValue = Record<string, unknown> | null;

function supportText(value: AuditValue): string {
  if (!value) return '';
  const team = value.team as { name?: string } | null;
  const city = typeof value.eventCity === 'string' ? value.eventCity : '';
  return value.supportingType === 'team' ? `Team ${team?.name ?? ''}${city ? ` (${city})` : ''}` : `Event${city ? ` (${city})` : ''}`;
}

/** What changed, in words, per audit action. */
export function changeText(entry: AuditEntryView): string {
  const { before, after } = entry;
  switch (entry.action) {
    case 'transaction.support_changed':
      return `${supportText(before)} → ${supportText(after)}`;
    case 'transaction.shipped_changed':
      return `${before?.hasShipped ? 'Shipped' : 'Not Shipped'} → ${after?.hasShipped ? 'Shipped' : 'Not Shipped'}`;
    case 'transaction.refunded': {
      const refund = (after?.refund ?? {}) as { amount?: number; reason?: string };
      return `${formatDollars(refund.amount ?? 0)} refunded${refund.reason ? `: ${refund.reason}` : ''}`;
    }
    case 'transaction.offline_payment':
      return `${formatDollars(Number(after?.totalCharged ?? 0))} recorded offline`;
    default:
      return '';
  }
}

/** The transaction's audit history (DECISIONS.md 22): who, when, what, before and after. */
export function TransactionHistory({ history }: { history: AuditEntryView[] }) {
  if (history.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No changes have been recorded.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label="History">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th>Who</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</Table.Td>
              <Table.Td>{changeText(entry)}</Table.Td>
              <Table.Td>{actorName(entry.actor)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
