import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionStore } from '../../session/index.ts';
import { eventSettingsQuery } from '../../settings/index.ts';

/** POST /v1/auth/logout: the server forgets the refresh token. */
export async function postLogout(refreshToken: string): Promise<void> {
  await apiFetch('/auth/logout', { method: 'POST', body: { refreshToken }, auth: false });
}

/**
 * Signs out: tells the server (a failure there does not keep the user signed in), clears the
 * stored session (as signed out: the guard then sends to /login without remembering the page, so
 * the next person to sign in on this browser lands on their own home) and drops every cached query
 * except the public event settings.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const session = sessionStore.getState().session;
      if (session) await postLogout(session.tokens.refresh.token).catch(() => undefined);
    },
    onSettled: () => {
      sessionStore.getState().clear('signed-out');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== eventSettingsQuery.queryKey[0] });
    },
  });
}
