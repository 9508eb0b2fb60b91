import { teamDetailSchema, type TeamDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTeamWrite } from './team-keys.ts';

/** PATCH /v1/teams/reset/{id} (admin, no body): the year goes to history, the team is inactive with its progress zeroed. */
export function resetTeam(teamId: number): Promise<TeamDetail> {
  return apiFetch(`/teams/reset/${teamId}`, { method: 'PATCH', schema: teamDetailSchema });
}

export function useResetTeam(teamId: number) {
  return useTeamWrite(teamId, () => resetTeam(teamId));
}
