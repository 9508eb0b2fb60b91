import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamDetailSchema, type TeamMember } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/teams/{id} (admin): the members of the team's year, the walkers a gift may be credited to. */
export async function getTeamMembers(teamId: number, signal?: AbortSignal): Promise<TeamMember[]> {
  const team = await apiFetch(`/teams/${teamId}`, { signal, schema: teamDetailSchema });
  return team.members;
}

export function teamMembersQuery(teamId: number) {
  return queryOptions({ queryKey: ['teams', 'members', teamId], queryFn: ({ signal }) => getTeamMembers(teamId, signal) });
}

export function useTeamMembers(teamId: number) {
  return useQuery(teamMembersQuery(teamId));
}
