import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchViewSchema, type MatchInput, type MatchView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { MATCHES_KEY } from './match-keys.ts';

/** POST /v1/matches (new) or PUT /v1/matches/{id} (the whole match again); answers the match. */
export function saveMatch({ id, input }: { id: number | null; input: MatchInput }): Promise<MatchView> {
  return id === null
    ? apiFetch('/matches', { method: 'POST', body: input, schema: matchViewSchema })
    : apiFetch(`/matches/${id}`, { method: 'PUT', body: input, schema: matchViewSchema });
}

export function useSaveMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMatch, onSuccess: () => queryClient.invalidateQueries({ queryKey: MATCHES_KEY }) });
}
