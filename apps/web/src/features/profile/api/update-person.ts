import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personViewSchema, type PersonUpdateInput, type PersonView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/users/user-profile.ts';

/** PATCH /v1/persons/{id} (that person's user or an admin): the profile's Personal Information. */
export function updatePerson(personId: number, input: PersonUpdateInput): Promise<PersonView> {
  return apiFetch(`/persons/${personId}`, { method: 'PATCH', body: input, schema: personViewSchema });
}

/** Saves a user's person, then refreshes that user's cached reads. */
export function useUpdatePerson(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, input }: { personId: number; input: PersonUpdateInput }) => updatePerson(personId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
  });
}
