import { queryOptions, useQuery } from '@tanstack/react-query';
import { pendingSummarySchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { RECONCILIATION_QUERY_KEY, type PendingSummary } from './reconciliation-types.ts';

export function getPendingSummary(signal?: AbortSignal): Promise<PendingSummary> {
  return apiFetch('/reconciliation/pending', { signal, schema: pendingSummarySchema });
}

export function pendingSummaryQuery() {
  return queryOptions({ queryKey: [...RECONCILIATION_QUERY_KEY, 'pending'], queryFn: ({ signal }) => getPendingSummary(signal) });
}

export function usePendingSummary() {
  return useQuery(pendingSummaryQuery());
}
