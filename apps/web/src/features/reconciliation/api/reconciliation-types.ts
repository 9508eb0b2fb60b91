export type { PendingSummary, ReconciliationDetail, ReconciliationOutcome, ReconciliationRun } from '@walkfund/domain';

/** Every reconciliation query starts with this key, so a new run refreshes them all. */
export const RECONCILIATION_QUERY_KEY = ['reconciliation'] as const;
