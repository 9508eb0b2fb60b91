import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdTeamSchema, teamDetailSchema, type AdminTeamCreateInput, type AdminTeamWithCaptainInput, type CreatedTeam, type TeamDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/teams/new-team {name, eventCity, teamMessage, captain} (admin) -> 201 TeamDetail. */
export function createTeamForCaptain(input: AdminTeamCreateInput): Promise<TeamDetail> {
  return apiFetch('/teams/new-team', { method: 'POST', body: input, schema: teamDetailSchema });
}

/** POST /v1/teams/create-team {captain, team} (admin; the short Create a Team form) -> 201 {team, user}. */
export function createTeamWithCaptain(input: AdminTeamWithCaptainInput): Promise<CreatedTeam> {
  return apiFetch('/teams/create-team', { method: 'POST', body: input, schema: createdTeamSchema });
}

/** A new team changes the teams grid and who may still captain one (the users lists). */
function useTeamCreation<Input, Output>(create: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['teams'] }), queryClient.invalidateQueries({ queryKey: ['users'] })]),
  });
}

export function useCreateTeamForCaptain() {
  return useTeamCreation(createTeamForCaptain);
}

export function useCreateTeamWithCaptain() {
  return useTeamCreation(createTeamWithCaptain);
}
