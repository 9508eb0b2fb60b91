import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkInWaiverResultSchema, publicWaiverListSchema, type CheckInWaiverInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/waivers/current?city= (public): the city's current waivers, for a card shown without the roster's copy. */
export function useCityWaivers(city: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['check-in', 'waivers', city],
    queryFn: ({ signal }) => apiFetch('/waivers/current', { signal, query: { city }, auth: false, schema: publicWaiverListSchema }),
    enabled: enabled && city !== null,
    staleTime: 5 * 60_000,
  });
}

/** POST /v1/check-in/entries/{entryId}/waiver: signed on the volunteer's screen, once per clientId. */
export function useSignWaiverAtCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, input }: { entryId: number; input: CheckInWaiverInput }) =>
      apiFetch(`/check-in/entries/${entryId}/waiver`, { method: 'POST', body: input, schema: checkInWaiverResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['check-in'] }),
  });
}
