import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myPageSchema, type MyPage, type MyPageUpdate } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { myPageKey } from './get-my-page.ts';

/** PATCH /v1/my/page: only the fields that changed; answers the page. */
export function patchMyPage(changes: MyPageUpdate): Promise<MyPage> {
  return apiFetch('/my/page', { method: 'PATCH', body: changes, schema: myPageSchema });
}

export function useUpdateMyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchMyPage,
    onSuccess: (page) => queryClient.setQueryData(myPageKey, page),
  });
}
