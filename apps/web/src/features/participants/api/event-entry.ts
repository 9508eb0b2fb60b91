import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { personEventEntrySchema, type PersonEventEntry } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

const eventEntryKey = (personId: number) => ['participants', 'event-entry', personId] as const;

/** GET /v1/event-entries/person/{id} (admin): the person's entry of the current year, or null. */
export function eventEntryQuery(personId: number) {
  return queryOptions({
    queryKey: eventEntryKey(personId),
    queryFn: ({ signal }) => apiFetch(`/event-entries/person/${personId}`, { signal, schema: personEventEntrySchema }),
  });
}

export function useEventEntry(personId: number) {
  return useQuery(eventEntryQuery(personId));
}

/** POST .../resend-confirmation or .../regenerate-token (admin, audited); the answer replaces the entry. */
export function useEventEntryAction(personId: number, action: 'resend-confirmation' | 'regenerate-token') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<PersonEventEntry> => apiFetch(`/event-entries/person/${personId}/${action}`, { method: 'POST', schema: personEventEntrySchema }),
    onSuccess: (entry) => queryClient.setQueryData(eventEntryKey(personId), entry),
  });
}
