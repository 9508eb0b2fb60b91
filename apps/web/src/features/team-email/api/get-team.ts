import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/teams/{id} (the team's captain or an admin): the team with its members of the team's year. */
export function getTeam(teamId: number, signal?: AbortSignal): Promise<TeamDetail> {
  return apiFetch<TeamDetail>(`/teams/${teamId}`, { signal });
}

/** The team page's key for the same read, so both share one cached team. */
export function teamQuery(teamId: number) {
  return queryOptions({ queryKey: ['teams', 'detail', teamId], queryFn: ({ signal }) => getTeam(teamId, signal) });
}

export function useTeam(teamId: number) {
  return useQuery(teamQuery(teamId));
}
