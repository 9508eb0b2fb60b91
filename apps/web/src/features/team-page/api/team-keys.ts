import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail } from '@walkfund/domain';
import { teamDetailKey } from '../../../lib/teams/team-detail.ts';

/** Query keys of the team page. Under ['teams'], so a team write also refreshes the admin teams list. */
export const teamKeys = {
  all: ['teams'] as const,
  list: ['teams', 'list'] as const,
  detail: teamDetailKey,
  history: (teamId: number) => ['teams', 'history', teamId] as const,
  donations: (teamId: number, year: number) => ['line-items', 'team-donations', teamId, year] as const,
  lineItems: (teamId: number, year: number) => ['line-items', 'team', teamId, year] as const,
  captainCandidates: ['users', 'captain-candidates'] as const,
};

/**
 * A write answered with the updated team (every team write and a member's removal): the answer
 * replaces the cached team, and the lists and history built from it are refetched.
 */
export function useTeamWrite<Variables>(teamId: number, write: (variables: Variables) => Promise<TeamDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.detail(teamId), team);
      void queryClient.invalidateQueries({ queryKey: teamKeys.list });
      void queryClient.invalidateQueries({ queryKey: teamKeys.history(teamId) });
    },
  });
}
