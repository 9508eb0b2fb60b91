import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, TeamCreateInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { postLogin } from '../../auth/api/login.ts';
import { sessionStore } from '../../session/session-store.ts';

interface CreatedTeam {
  team: { id: number; name: string; slug: string };
  user: { id: number; email: string };
}

/** POST /v1/teams (no auth): {captain, team} -> 201 {team, user}; 409 when the email has a user. */
export function createTeam(input: TeamCreateInput): Promise<CreatedTeam> {
  return apiFetch<CreatedTeam>('/teams', { method: 'POST', body: input, auth: false });
}

/**
 * Creates the team, then signs the new captain in with the credentials just chosen. The sign-in
 * result is null when it fails (the team exists; the captain can sign in from /login).
 */
export function useCreateTeam() {
  return useMutation({
    mutationFn: async (input: TeamCreateInput): Promise<{ created: CreatedTeam; auth: AuthResponse | null }> => {
      const created = await createTeam(input);
      const auth = await postLogin({ email: input.captain.email, password: input.captain.password.password }).catch(() => null);
      if (auth) sessionStore.getState().signIn(auth);
      return { created, auth };
    },
  });
}
