import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingRunResultSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { coachingSentQuery } from './coaching-sent.ts';

/** POST /v1/coaching/run-daily (admin, "Run now"): the daily pass and this week's digests. */
export function useRunCoaching() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/coaching/run-daily', { method: 'POST', schema: coachingRunResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingSentQuery.queryKey }),
  });
}
