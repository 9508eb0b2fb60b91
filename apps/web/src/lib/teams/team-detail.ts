import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamDetailSchema, type TeamDetail } from '@walkfund/domain';
import { apiFetch } from '../api-client.ts';

/** The cache key of one team's detail; under ['teams'], so team writes also refresh the lists. */
export const teamDetailKey = (teamId: number) => ['teams', 'detail', teamId] as const;

/** GET /v1/teams/{id} (the team's captain or an admin): the team, its year and that year's members. */
export function getTeam(teamId: number, signal?: AbortSignal): Promise<TeamDetail> {
  return apiFetch(`/teams/${teamId}`, { signal, schema: teamDetailSchema });
}

/** One read shared by the team page, Email My Team and the reactivation wizard. */
export function teamQuery(teamId: number) {
  return queryOptions({ queryKey: teamDetailKey(teamId), queryFn: ({ signal }) => getTeam(teamId, signal) });
}

export function useTeam(teamId: number) {
  return useQuery(teamQuery(teamId));
}
