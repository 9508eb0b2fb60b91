import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchViewSchema, type MatchView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { MATCHES_KEY } from './match-keys.ts';

/** POST /v1/matches/{id}/end: the match ends now. */
export function endMatch(id: number): Promise<MatchView> {
  return apiFetch(`/matches/${id}/end`, { method: 'POST', schema: matchViewSchema });
}

export function useEndMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endMatch, onSettled: () => queryClient.invalidateQueries({ queryKey: MATCHES_KEY }) });
}
