import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** GET /v1/teams/{id} (the team's captain or an admin): the team page's data. */
export function getTeam(teamId: number, signal?: AbortSignal): Promise<TeamDetail> {
  return apiFetch<TeamDetail>(`/teams/${teamId}`, { signal });
}

export function teamQuery(teamId: number) {
  return queryOptions({ queryKey: teamKeys.detail(teamId), queryFn: ({ signal }) => getTeam(teamId, signal) });
}

export function useTeam(teamId: number) {
  return useQuery(teamQuery(teamId));
}
