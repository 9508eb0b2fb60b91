import { AUDIT_ACTION_LABELS, AUDIT_PROCESSOR_ACTOR, type AuditActor, type AuditEntryView } from '@walkfund/domain';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDateTime, formatDollars } from '../../../lib/format.ts';

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

/** The credited walker of a fundraiser change's before or after ({fundraiser: {firstName, lastName} | null}). */
function fundraiserText(value: AuditValue): string {
  const fundraiser = value?.fundraiser as { firstName?: string; lastName?: string } | null | undefined;
  return fundraiser ? `${fundraiser.firstName ?? ''} ${fundraiser.lastName ?? ''}`.trim() : 'No one';
}

/** What changed, in words, per audit action. */
export function changeText(entry: AuditEntryView): string {
  const { before, after } = entry;
  switch (entry.action) {
    case 'transaction.support_changed':
      return `${supportText(before)} → ${supportText(after)}`;
    case 'transaction.fundraiser_changed':
      return `${fundraiserText(before)} → ${fundraiserText(after)}`;
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

const COLUMNS: DataColumn<AuditEntryView>[] = [
  { label: 'When', nowrap: true, cell: (entry) => formatDateTime(entry.at) },
  { label: 'What', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action },
  { label: 'Change', cell: changeText },
  { label: 'Who', cell: (entry) => actorName(entry.actor) },
];

/** The transaction's audit history (docs/decisions/0122-refunds-and-audit-log.md): who, when, what, before and after. */
export function TransactionHistory({ history }: { history: AuditEntryView[] }) {
  return (
    <DataTable
      label="History"
      columns={COLUMNS}
      rows={history}
      rowKey={(entry) => entry.id}
      minWidth={640}
      emptyText="No changes have been recorded."
      striped={false}
      highlightOnHover={false}
    />
  );
}
