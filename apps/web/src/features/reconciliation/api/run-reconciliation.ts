import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reconciliationRunSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { RECONCILIATION_QUERY_KEY, type ReconciliationRun } from './reconciliation-types.ts';

/** POST /v1/reconciliation/run (no body): a pass now; answers the run. */
export function runReconciliation(): Promise<ReconciliationRun> {
  return apiFetch('/reconciliation/run', { method: 'POST', schema: reconciliationRunSchema });
}

/** Runs a pass, then refreshes the summary and the list of runs. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECONCILIATION_QUERY_KEY }),
  });
}
