import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WALKTHROUGH_STORAGE_KEY, teamDetailSchema, type ReactivationInput, type TeamDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionStore } from '../../session/index.ts';
import { teamQuery } from '../../../lib/teams/team-detail.ts';

/** The body as the wizard sends it (the schema's input: member lists always given). */
export type ReactivationRequest = Required<Omit<ReactivationInput, 'id'>>;

/**
 * PATCH /v1/teams/reactivate/{id} (the team's captain or an admin): closes the team's past year
 * and makes it active for the current one with the kept members, in one transaction on the server.
 */
export function reactivateTeam(teamId: number, input: ReactivationRequest): Promise<TeamDetail> {
  return apiFetch(`/teams/reactivate/${teamId}`, { method: 'PATCH', body: input, schema: teamDetailSchema });
}

/**
 * Reactivates, then: the team page's walkthrough runs again for the new year (its stored flag is
 * removed), the signed-in captain's session team is marked active (after-login and the dashboard
 * read it), the answer becomes the cached team, and every other cached read is marked stale (the
 * members, history and lists changed) without refetching the wizard's own reads.
 */
export function useReactivateTeam(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReactivationRequest) => reactivateTeam(teamId, input),
    onSuccess: (team) => {
      try {
        localStorage.removeItem(WALKTHROUGH_STORAGE_KEY);
      } catch {
        // Storage refused (private mode): there is no flag to remove.
      }
      const session = sessionStore.getState().session;
      if (session?.user.team?.id === team.id) {
        sessionStore.getState().setUser({ ...session.user, team: { id: team.id, name: team.name, slug: team.slug, active: team.active } });
      }
      void queryClient.invalidateQueries({ refetchType: 'none' });
      queryClient.setQueryData(teamQuery(teamId).queryKey, team);
    },
  });
}
