import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userViewSchema, type UserUpdateInput, type UserView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/users/user-profile.ts';
import { sessionStore } from '../../session/index.ts';

/**
 * PATCH /v1/users/{id}: email, password (one's own need `currentPassword`; a wrong one is a 403),
 * and the admin-only role, active and isEmailVerified.
 */
export function updateUser(userId: number, input: UserUpdateInput): Promise<UserView> {
  return apiFetch(`/users/${userId}`, { method: 'PATCH', body: input, schema: userViewSchema });
}

/**
 * Updates a user, then refreshes its cached reads. When the user is the signed-in one, the
 * stored session user takes the new email, role and flags, so the shell and guards follow.
 */
export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserUpdateInput) => updateUser(userId, input),
    onSuccess: async (updated) => {
      const current = sessionStore.getState().session?.user;
      if (current && current.id === updated.id) {
        sessionStore.getState().setUser({
          ...current,
          email: updated.email,
          role: updated.role,
          active: updated.active,
          isEmailVerified: updated.isEmailVerified,
        });
      }
      await queryClient.invalidateQueries({ queryKey: userQueryKey(userId) });
    },
  });
}
