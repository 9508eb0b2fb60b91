import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type LoginInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionStore } from '../../session/index.ts';

/** POST /v1/auth/login: {email, password} -> {user, tokens}. */
export function postLogin(input: LoginInput): Promise<AuthResponse> {
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  return apiFetch('/auth/login', { method: 'POST', body: input, auth: false, schema: import.meta.env.DEV ? authResponseSchema : undefined });
}

/** Signs in and stores the session under pwUser. */
export function useLogin() {
  return useMutation({
    mutationFn: postLogin,
    onSuccess: (auth) => sessionStore.getState().signIn(auth),
  });
}
