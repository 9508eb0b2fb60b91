import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reconciliationRunListPageSchema, type Paged } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { RECONCILIATION_QUERY_KEY, type ReconciliationRun } from './reconciliation-types.ts';

/** Runs per page on the reconciliation screen. */
export const RECONCILIATION_RUNS_PAGE_SIZE = 20;

export function getReconciliationRuns(page: number, signal?: AbortSignal): Promise<Paged<ReconciliationRun>> {
  return apiFetch('/reconciliation/', { query: { page, limit: RECONCILIATION_RUNS_PAGE_SIZE }, signal, schema: reconciliationRunListPageSchema });
}

export function reconciliationRunsQuery(page: number) {
  return queryOptions({
    queryKey: [...RECONCILIATION_QUERY_KEY, 'runs', page],
    queryFn: ({ signal }) => getReconciliationRuns(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReconciliationRuns(page: number) {
  return useQuery(reconciliationRunsQuery(page));
}
