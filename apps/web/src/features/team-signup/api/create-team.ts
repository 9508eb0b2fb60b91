import { useMutation } from '@tanstack/react-query';
import { createdTeamSchema, type AuthResponse, type CreatedTeam, type TeamCreateInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { postLogin } from '../../auth/index.ts';
import { sessionStore } from '../../session/index.ts';

/** POST /v1/teams (no auth): {captain, team} -> 201 {team, user}; 409 when the email has a user. */
export function createTeam(input: TeamCreateInput): Promise<CreatedTeam> {
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  return apiFetch('/teams', { method: 'POST', body: input, auth: false, schema: import.meta.env.DEV ? createdTeamSchema : undefined });
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
