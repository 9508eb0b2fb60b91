import { useMutation } from '@tanstack/react-query';
import { signInLinkAnswerSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /v1/fundraisers/sign-in-link {email} -> {message}: the same answer whether or not the email
 * is on a team (docs/decisions/0009-personal-pages.md); 429 when asked too often.
 */
export function postSignInLinkRequest(input: { email: string }): Promise<{ message: string }> {
  return apiFetch('/fundraisers/sign-in-link', { method: 'POST', body: input, auth: false, schema: signInLinkAnswerSchema });
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: postSignInLinkRequest });
}
