import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchListSchema, type MatchView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { matchKeys } from './match-keys.ts';

/** GET /v1/matches (admin): every sponsor match, the newest start first. */
export function getMatches(signal?: AbortSignal): Promise<MatchView[]> {
  return apiFetch('/matches', { signal, schema: matchListSchema });
}

export function matchesQuery() {
  return queryOptions({ queryKey: matchKeys.list(), queryFn: ({ signal }) => getMatches(signal) });
}

export function useMatches() {
  return useQuery(matchesQuery());
}
