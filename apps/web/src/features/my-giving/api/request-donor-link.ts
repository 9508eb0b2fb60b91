import { useMutation } from '@tanstack/react-query';
import { donorLinkAnswerSchema, type DonorLinkRequest } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/my-giving/sign-in-link {email} -> {message}: the same answer whether or not the email gave; 429 when asked too often. */
export function postDonorLinkRequest(input: DonorLinkRequest): Promise<{ message: string }> {
  return apiFetch('/my-giving/sign-in-link', { method: 'POST', body: input, auth: false, schema: donorLinkAnswerSchema });
}

export function useRequestDonorLink() {
  return useMutation({ mutationFn: postDonorLinkRequest });
}
