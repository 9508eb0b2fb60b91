import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nudgeResultSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamNudgesKey } from './team-nudges.ts';

/** POST /v1/coaching/nudges/{personId} (the member's captain or an admin): a nudge in the captain's name. */
export function useNudgeMember(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personId: number) => apiFetch(`/coaching/nudges/${personId}`, { method: 'POST', schema: nudgeResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamNudgesKey(teamId) }),
  });
}
