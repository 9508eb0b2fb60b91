import { teamDetailSchema, type TeamChanges, type TeamDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTeamWrite } from './team-keys.ts';

/** PATCH /v1/teams/{id} (the team's captain or an admin): only the changed fields; answers the team. */
export function updateTeam(teamId: number, changes: TeamChanges): Promise<TeamDetail> {
  return apiFetch(`/teams/${teamId}`, { method: 'PATCH', body: changes, schema: teamDetailSchema });
}

export function useUpdateTeam(teamId: number) {
  return useTeamWrite(teamId, (changes: TeamChanges) => updateTeam(teamId, changes));
}
