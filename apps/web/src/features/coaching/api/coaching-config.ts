import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { coachingConfigSchema, type CoachingConfigInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/coaching/config (admin): every message and the days. */
export const coachingConfigQuery = queryOptions({
  queryKey: ['coaching-config'],
  queryFn: () => apiFetch('/coaching/config', { schema: coachingConfigSchema }),
});

export function useCoachingConfig() {
  return useQuery(coachingConfigQuery);
}

/** PUT /v1/coaching/config (admin): the whole config; the answer (sanitized) replaces the cached one. */
export function useSaveCoachingConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoachingConfigInput) => apiFetch('/coaching/config', { method: 'PUT', body: input, schema: coachingConfigSchema }),
    onSuccess: (config) => queryClient.setQueryData(coachingConfigQuery.queryKey, config),
  });
}
