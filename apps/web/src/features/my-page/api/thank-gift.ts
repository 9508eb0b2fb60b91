import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInLinkAnswerSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { myPageKey } from './get-my-page.ts';

/**
 * POST /v1/my/page/gifts/{transactionId}/thank-you -> {message}: queues the fundraiser's thank-you
 * email to the donor; once per gift (409 alreadyThanked).
 */
export function postThankYou(transactionId: number): Promise<{ message: string }> {
  // The answer is {message}, the same shape as the sign-in link's.
  return apiFetch(`/my/page/gifts/${transactionId}/thank-you`, { method: 'POST', schema: signInLinkAnswerSchema });
}

/** After a thank-you (or a 409: thanked already) the page is read again for the gift's thankedAt. */
export function useThankGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postThankYou,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPageKey }),
  });
}
