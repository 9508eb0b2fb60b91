import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionStore } from '../../session/index.ts';

/** POST /v1/auth/login: {email, password} -> {user, tokens}. */
export function postLogin(input: LoginInput): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/auth/login', { method: 'POST', body: input, auth: false });
}

/** Signs in and stores the session under pwUser. */
export function useLogin() {
  return useMutation({
    mutationFn: postLogin,
    onSuccess: (auth) => sessionStore.getState().signIn(auth),
  });
}
