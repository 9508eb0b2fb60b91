import type { PaymentProviderKind } from '../checkout/payment.schema.ts';

/**
 * The payment reconciler's API (GET /v1/reconciliation/, GET /v1/reconciliation/pending,
 * POST /v1/reconciliation/run, admin only): what each pass over unrecorded checkouts did.
 */

/** What started a pass: the server's start, its schedule, or an admin's button. */
export type ReconciliationTrigger = 'start' | 'schedule' | 'admin';

/**
 * What a pass did with one checkout:
 * recorded (it wrote the transaction), already-recorded (the browser or the webhook did, while the
 * pass was asking), expired (abandoned: no successful payment after the expiry), mismatched (the
 * processor's amount or currency differs, or it does not know the payment: left for a person),
 * unchanged (not paid yet; asked again later), error (the processor or the recording failed).
 */
export type ReconciliationOutcome = 'recorded' | 'already-recorded' | 'expired' | 'mismatched' | 'unchanged' | 'error';

export interface ReconciliationDetail {
  checkoutId: number;
  paymentId: string | null;
  outcome: ReconciliationOutcome;
  note: string;
}

export interface ReconciliationRun {
  id: number;
  trigger: ReconciliationTrigger;
  processor: PaymentProviderKind;
  startedAt: string;
  finishedAt: string | null;
  checked: number;
  recorded: number;
  expired: number;
  mismatched: number;
  details: ReconciliationDetail[];
  error: string | null;
}

/** Money in dollars. */
export interface PendingSummary {
  processor: PaymentProviderKind;
  intervalSeconds: number;
  minAgeSeconds: number;
  expireAfterHours: number;
  waiting: number;
  due: number;
  succeeded: number;
  expired: number;
  waitingAmount: number;
  oldestWaitingAt: string | null;
  lastRun: ReconciliationRun | null;
}
