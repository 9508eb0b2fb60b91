import { useMutation } from '@tanstack/react-query';
import { donorSessionSchema, type DonorSession } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/my-giving/session {token} -> the donor session; 400 MY_GIVING_MESSAGES.linkInvalid when expired or used. */
export function postDonorSession(token: string): Promise<DonorSession> {
  return apiFetch('/my-giving/session', { method: 'POST', body: { token }, auth: false, schema: donorSessionSchema });
}

export function useOpenDonorSession() {
  return useMutation({ mutationFn: postDonorSession });
}
