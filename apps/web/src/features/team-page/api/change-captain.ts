import { teamDetailSchema, type TeamCaptainInput, type TeamDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTeamWrite } from './team-keys.ts';

/** PUT /v1/teams/captain/{id} (admin): {captain: userId}; answers the team. */
export function changeCaptain(teamId: number, input: TeamCaptainInput): Promise<TeamDetail> {
  return apiFetch(`/teams/captain/${teamId}`, { method: 'PUT', body: input, schema: teamDetailSchema });
}

export function useChangeCaptain(teamId: number) {
  return useTeamWrite(teamId, (captain: number) => changeCaptain(teamId, { captain }));
}
