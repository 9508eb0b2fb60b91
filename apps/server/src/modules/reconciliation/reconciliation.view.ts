import type { PaymentProviderKind } from '@walkfund/domain';
import type { ReconciliationRunRow, RunTrigger } from './reconciliation.repo.ts';

/**
 * What a pass did with one checkout:
 * recorded (it wrote the transaction), already-recorded (the browser or the webhook did, while the
 * pass was asking), expired (abandoned: no successful payment after the expiry), mismatched (the
 * processor's amount or currency differs, or it does not know the payment: left for a person),
 * unchanged (not paid yet; asked again later), error (the processor or the recording failed).
 */
export type ReconciliationOutcome = 'recorded' | 'already-recorded' | 'expired' | 'mismatched' | 'unchanged' | 'error';

export interface ReconciliationDetailView {
  checkoutId: number;
  paymentId: string | null;
  outcome: ReconciliationOutcome;
  note: string;
}

/** One pass, as GET /v1/reconciliation/ lists it and POST /v1/reconciliation/run answers it. */
export interface ReconciliationRunView {
  id: number;
  trigger: RunTrigger;
  processor: PaymentProviderKind;
  startedAt: string;
  finishedAt: string | null;
  checked: number;
  recorded: number;
  expired: number;
  mismatched: number;
  details: ReconciliationDetailView[];
  error: string | null;
}

/** GET /v1/reconciliation/pending: the checkouts waiting for the processor's answer. Money in dollars. */
export interface PendingSummaryView {
  processor: PaymentProviderKind;
  intervalSeconds: number;
  minAgeSeconds: number;
  expireAfterHours: number;
  /** Unrecorded checkouts with a payment, not yet paid or paid (test mode) but not recorded. */
  waiting: number;
  /** Of those, the ones old enough for the next pass to ask about. */
  due: number;
  /** Of those, the ones the test-mode processor reports paid: the next pass records them. */
  succeeded: number;
  /** Abandoned checkouts, still asked about once per expiry period. */
  expired: number;
  /** The total of the waiting checkouts, in dollars. */
  waitingAmount: number;
  oldestWaitingAt: string | null;
  lastRun: ReconciliationRunView | null;
}

export function toRunView(row: ReconciliationRunRow): ReconciliationRunView {
  return {
    id: row.id,
    trigger: row.trigger as RunTrigger,
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
