import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personViewSchema, type PersonUpdateInput, type PersonView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { participantKeys } from './participant-keys.ts';

/** PATCH /v1/persons/{id} (admin: any field) -> the saved participant. */
export function updateParticipant(id: number, input: PersonUpdateInput): Promise<PersonView> {
  return apiFetch(`/persons/${id}`, { method: 'PATCH', body: input, schema: personViewSchema });
}

/** Reads that show a person: the grids and this participant, users' profiles, team members. */
const SHOWING_PERSONS = [participantKeys.all, ['users'], ['teams']] as const;

/** Saves the participant, then refreshes every read that shows people. */
export function useUpdateParticipant(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonUpdateInput) => updateParticipant(id, input),
    onSuccess: () => Promise.all(SHOWING_PERSONS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
