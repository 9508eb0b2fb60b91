import { teamDetailSchema, type TeamDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTeamWrite } from './team-keys.ts';

/** PATCH /v1/teams/event-year-update/{id} (admin, no body): the members' persons take the current event year. */
export function updateMembersEventYear(teamId: number): Promise<TeamDetail> {
  return apiFetch(`/teams/event-year-update/${teamId}`, { method: 'PATCH', schema: teamDetailSchema });
}

export function useUpdateMembersEventYear(teamId: number) {
  return useTeamWrite(teamId, () => updateMembersEventYear(teamId));
}
