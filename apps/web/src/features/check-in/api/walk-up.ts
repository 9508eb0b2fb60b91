import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicTeamListSchema, publicWaiverListSchema, walkUpResultSchema, type EventCity, type WalkUpInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/check-in/walk-ups: a person registered at the gate; idempotent by its clientId (a retry sends the same one). */
export function postWalkUp(input: WalkUpInput) {
  return apiFetch('/check-in/walk-ups', { method: 'POST', body: input, schema: walkUpResultSchema });
}

/** The online walk-up: the roster and searches are refreshed after it (a new person, one more checked in). */
export function useRegisterWalkUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWalkUp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['check-in'] }),
  });
}

/** GET /v1/waivers/current?city= (public): the waiver of each kind published for the city. */
export function cityWaiversQuery(city: EventCity) {
  return queryOptions({
    queryKey: ['check-in', 'waivers', city],
    queryFn: ({ signal }) => apiFetch('/waivers/current', { signal, auth: false, query: { city }, schema: publicWaiverListSchema }),
    staleTime: 5 * 60_000,
  });
}

/** GET /v1/teams/list (public): the active teams of the year; the form offers the city's. */
export function useCityTeams(city: EventCity) {
  return useQuery({
    queryKey: ['teams', 'list'],
    queryFn: ({ signal }) => apiFetch('/teams/list', { signal, auth: false, schema: publicTeamListSchema }),
    staleTime: 60_000,
    select: (teams) => teams.filter((t) => t.eventCity === city).sort((a, b) => a.name.localeCompare(b.name)),
  });
}
