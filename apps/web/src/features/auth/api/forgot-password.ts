import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/auth/forgot-password: {email} -> 204, or 404 {code, message} for an unknown email. */
export async function postForgotPassword(input: { email: string }): Promise<void> {
  await apiFetch('/auth/forgot-password', { method: 'POST', body: input, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
