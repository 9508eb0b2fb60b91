import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventDaysViewSchema, type EventDaysInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/event-days (admin): the current year's date, start time and place per city. */
export const eventDaysQuery = queryOptions({
  queryKey: ['admin-event-days'],
  queryFn: () => apiFetch('/event-days', { schema: eventDaysViewSchema }),
});

export function useEventDays() {
  return useQuery(eventDaysQuery);
}

/** PUT /v1/event-days (admin): the cities' days; the answer replaces the cached ones. */
export function useSaveEventDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventDaysInput) => apiFetch('/event-days', { method: 'PUT', body: input, schema: eventDaysViewSchema }),
    onSuccess: (view) => queryClient.setQueryData(eventDaysQuery.queryKey, view),
  });
}
