import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/auth/reset-password?token={token}: {password} -> 204. */
export async function postResetPassword({ token, password }: { token: string; password: string }): Promise<void> {
  await apiFetch('/auth/reset-password', { method: 'POST', query: { token }, body: { password }, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
