import { useMutation, useQuery } from '@tanstack/react-query';
import { resetLinkCheckSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/auth/reset-password?token={token}: {password} -> 204. */
export async function postResetPassword({ token, password }: { token: string; password: string }): Promise<void> {
  await apiFetch('/auth/reset-password', { method: 'POST', query: { token }, body: { password }, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}

/** POST /v1/auth/reset-password/check {token}: can the link still set a password? (The token stays out of URLs and logs.) */
export function checkResetLink(token: string) {
  return apiFetch('/auth/reset-password/check', { method: 'POST', body: { token }, auth: false, schema: resetLinkCheckSchema });
}

/** Asked once when the page opens: a used or expired link says so before a password is typed. */
export function useResetLinkCheck(token: string) {
  return useQuery({ queryKey: ['reset-link', token], queryFn: () => checkResetLink(token), retry: false, staleTime: Infinity, gcTime: 0 });
}
