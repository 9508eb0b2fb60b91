import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkInResultSchema, checkInRosterSchema, checkInSearchResultSchema, userViewSchema, type CheckInInput, type EventCity,
} from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

const checkInKey = ['check-in'] as const;

/** GET /v1/users/{id}: the signed-in volunteer's own record, for their city. */
export function useOwnEventCity(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['check-in', 'own-city', userId],
    queryFn: ({ signal }) => apiFetch(`/users/${userId}`, { signal, schema: userViewSchema }),
    select: (user) => user.eventCity,
    enabled,
  });
}

/** GET /v1/check-in/roster?city=: the city's people and counts (docs/decisions/0011-event-day-check-in.md). */
export function rosterQuery(city: EventCity) {
  return queryOptions({
    queryKey: [...checkInKey, 'roster', city],
    queryFn: ({ signal }) => apiFetch('/check-in/roster', { signal, query: { city }, schema: checkInRosterSchema }),
  });
}

/** GET /v1/check-in/search?city=&q=: at most 50 cards by name, email, phone, team or bib. */
export function useCheckInSearch(city: EventCity | null, q: string) {
  return useQuery({
    queryKey: [...checkInKey, 'search', city, q],
    queryFn: ({ signal }) => apiFetch('/check-in/search', { signal, query: { city, q }, schema: checkInSearchResultSchema }),
    enabled: city !== null && q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** POST /v1/check-in/entries/{entryId}: idempotent by its clientId; a retry sends the same one. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, input }: { entryId: number; input: CheckInInput }) =>
      apiFetch(`/check-in/entries/${entryId}`, { method: 'POST', body: input, schema: checkInResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInKey }),
  });
}
