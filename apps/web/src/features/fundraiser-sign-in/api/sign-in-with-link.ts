import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionStore } from '../../session/index.ts';

/** POST /v1/auth/sign-in-link {token} -> {user, tokens}; 400 with FUNDRAISER_MESSAGES.linkInvalid when expired or used. */
export function postSignInWithLink(token: string): Promise<AuthResponse> {
  return apiFetch('/auth/sign-in-link', { method: 'POST', body: { token }, auth: false, schema: authResponseSchema });
}

/** Signs in with an emailed link and stores the session as a password sign-in does. */
export function useSignInWithLink() {
  return useMutation({
    mutationFn: postSignInWithLink,
    onSuccess: (auth) => sessionStore.getState().signIn(auth),
  });
}
