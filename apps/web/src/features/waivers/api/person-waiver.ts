import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { personWaiverStatusSchema, waiverLinkSentSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

const statusKey = (personId: number) => ['participants', 'waiver', personId] as const;

/** GET /v1/event-entries/person/{id}/waiver (admin): signed, missing, not-required, or null without an entry. */
export function usePersonWaiverStatus(personId: number) {
  return useQuery({
    queryKey: statusKey(personId),
    queryFn: ({ signal }) => apiFetch(`/event-entries/person/${personId}/waiver`, { signal, schema: personWaiverStatusSchema }),
  });
}

/** POST /v1/event-entries/person/{id}/send-waiver-link (admin, audited). */
export function useSendWaiverLink(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/event-entries/person/${personId}/send-waiver-link`, { method: 'POST', schema: waiverLinkSentSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey(personId) }),
  });
}
