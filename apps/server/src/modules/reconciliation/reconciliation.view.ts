import type { PaymentProviderKind, ReconciliationOutcome, ReconciliationRun, ReconciliationTrigger } from '@walkfund/domain';
import type { ReconciliationRunRow } from './reconciliation.repo.ts';

/** One pass as the API answers it (the shapes live in domain: reconciliation.types.ts). */
export function toRunView(row: ReconciliationRunRow): ReconciliationRun {
  return {
    id: row.id,
    trigger: row.trigger as ReconciliationTrigger,
    processor: row.processor as PaymentProviderKind,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    checked: row.checked,
    recorded: row.recorded,
    expired: row.expired,
    mismatched: row.mismatched,
    details: row.details.map((d) => ({ checkoutId: d.checkoutId, paymentId: d.paymentId, outcome: d.outcome as ReconciliationOutcome, note: d.note ?? '' })),
    error: row.error,
  };
}
