import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicTeamListSchema, publicWaiverListSchema, walkUpResultSchema, type EventCity, type WalkUpInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { answerOrKept } from '../lib/kept-answer.ts';
import { keepAnswer, keptAnswer } from '../lib/offline-store.ts';

/** `read` with its answer kept on the phone (the `kept` store): the walk-up form offers the teams and the waiver without signal. */
function withKeptCopy<T>(key: string, read: () => Promise<T>): Promise<T> {
  return answerOrKept({ read, keep: (value) => keepAnswer(key, value), kept: () => keptAnswer<T>(key) });
}

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
    queryFn: ({ signal }) =>
      withKeptCopy(`waivers:${city}`, () => apiFetch('/waivers/current', { signal, auth: false, query: { city }, schema: publicWaiverListSchema })),
    staleTime: 5 * 60_000,
    // Without signal too: the kept copy answers.
    networkMode: 'always',
  });
}

/** GET /v1/teams/list (public): the active teams of the year; the form offers the city's. */
export function useCityTeams(city: EventCity) {
  return useQuery({
    queryKey: ['teams', 'list'],
    queryFn: ({ signal }) => withKeptCopy('teams', () => apiFetch('/teams/list', { signal, auth: false, schema: publicTeamListSchema })),
    staleTime: 60_000,
    networkMode: 'always',
    select: (teams) => teams.filter((t) => t.eventCity === city).sort((a, b) => a.name.localeCompare(b.name)),
  });
}
