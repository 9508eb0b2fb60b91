import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminWaiverListSchema, adminWaiverSchema, type WaiverPublishInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/waivers (admin): every version by city and kind, newest first. */
export const adminWaiversQuery = queryOptions({
  queryKey: ['admin-waivers'],
  queryFn: ({ signal }) => apiFetch('/waivers', { signal, schema: adminWaiverListSchema }),
});

export function useAdminWaivers() {
  return useQuery(adminWaiversQuery);
}

/** POST /v1/waivers (admin): a new version; the list is read again after. */
export function usePublishWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaiverPublishInput) => apiFetch('/waivers', { method: 'POST', body: input, schema: adminWaiverSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminWaiversQuery.queryKey }),
  });
}
