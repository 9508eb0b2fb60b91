import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyPage } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { myPageKey } from './get-my-page.ts';

/** PUT /v1/my/password {password} -> 204: only while the account has no password (409 passwordAlreadySet). */
export async function putMyPassword(password: string): Promise<void> {
  await apiFetch('/my/password', { method: 'PUT', body: { password } });
}

export function useChoosePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putMyPassword,
    onSuccess: () => queryClient.setQueryData<MyPage>(myPageKey, (page) => (page ? { ...page, hasPassword: true } : page)),
  });
}
