import type { PaymentProviderKind } from '@walkfund/domain';

/**
 * The reconciliation API's shapes (GET /v1/reconciliation/, GET /v1/reconciliation/pending,
 * POST /v1/reconciliation/run), as the server's reconciliation.view.ts answers them.
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
  trigger: 'start' | 'schedule' | 'admin';
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

/** Every reconciliation query starts with this key, so a new run refreshes them all. */
export const RECONCILIATION_QUERY_KEY = ['reconciliation'] as const;
