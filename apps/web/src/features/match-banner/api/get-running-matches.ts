import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicMatchListSchema, type PublicMatch } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** Which gifts: a team's (with its city's and the event's matches), a city's, or the event's. */
export interface MatchScopeQuery {
  team?: number | null;
  city?: string | null;
}

/** GET /v1/matches/running?team=&city= (public, served from memory): the running matches with money left, narrowest first. */
export function getRunningMatches(scope: MatchScopeQuery, signal?: AbortSignal): Promise<PublicMatch[]> {
  return apiFetch('/matches/running', { query: { team: scope.team ?? undefined, city: scope.team ? undefined : (scope.city ?? undefined) }, signal, schema: publicMatchListSchema });
}

export function runningMatchesQuery(scope: MatchScopeQuery) {
  return queryOptions({
    queryKey: ['running-matches', scope.team ?? null, scope.team ? null : (scope.city ?? null)] as const,
    queryFn: ({ signal }) => getRunningMatches(scope, signal),
    // What is left changes with every gift: read again when the page is looked at again.
    staleTime: 15_000,
  });
}

export function useRunningMatches(scope: MatchScopeQuery, enabled = true) {
  return useQuery({ ...runningMatchesQuery(scope), enabled });
}
