import { teamDetailSchema, type PersonRemoveInput, type TeamDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTeamWrite } from './team-keys.ts';

/** PATCH /v1/persons/remove/{personId} (the team's captain or an admin): {team}; answers the team. */
export function removeTeamMember(personId: number, input: PersonRemoveInput): Promise<TeamDetail> {
  return apiFetch(`/persons/remove/${personId}`, { method: 'PATCH', body: input, schema: teamDetailSchema });
}

export function useRemoveTeamMember(teamId: number) {
  return useTeamWrite(teamId, (personId: number) => removeTeamMember(personId, { team: teamId }));
}
