import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicTeamListSchema, type PublicTeamListItem } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/teams/list: the active teams, for the match form's "One team" choice. */
export function getTeamOptions(signal?: AbortSignal): Promise<PublicTeamListItem[]> {
  return apiFetch('/teams/list', { signal, schema: publicTeamListSchema });
}

export function teamOptionsQuery() {
  return queryOptions({ queryKey: ['matches', 'team-options'] as const, queryFn: ({ signal }) => getTeamOptions(signal), staleTime: 60_000 });
}

export function useTeamOptions() {
  return useQuery(teamOptionsQuery());
}
