import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchViewSchema, type MatchView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { matchKeys } from './match-keys.ts';

/** GET /v1/matches/{id} (admin). */
export function getMatch(id: number, signal?: AbortSignal): Promise<MatchView> {
  return apiFetch(`/matches/${id}`, { signal, schema: matchViewSchema });
}

export function matchQuery(id: number) {
  return queryOptions({ queryKey: matchKeys.detail(id), queryFn: ({ signal }) => getMatch(id, signal) });
}

/** The match being edited; waits while there is none (a new match). */
export function useMatch(id: number | null) {
  return useQuery({ ...matchQuery(id ?? 0), enabled: id !== null });
}
