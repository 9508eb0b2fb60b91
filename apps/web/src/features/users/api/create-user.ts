import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userViewSchema, type UserCreateInput, type UserView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { userKeys } from './get-users.ts';

/** POST /v1/users {user: {email, password, role}, person: {...}} (admin) -> 201 UserView. */
export function createUser(input: UserCreateInput): Promise<UserView> {
  return apiFetch('/users', { method: 'POST', body: input, schema: userViewSchema });
}

/** Creates the user, then refreshes the users grid (and the captain selects that list users). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
