import { useMutation } from '@tanstack/react-query';
import { dataRemovalAnswerSchema, type DonorSession } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { donorHeaders } from '../lib/donor-session.ts';

/** POST /v1/my-giving/removal {confirm: true}: the donor's personal data removed; the session ends with it. */
export function postRemoval(session: DonorSession) {
  return apiFetch('/my-giving/removal', { method: 'POST', body: { confirm: true }, auth: false, headers: donorHeaders(session), schema: dataRemovalAnswerSchema });
}

export function useRemoveMyData(session: DonorSession) {
  return useMutation({ mutationFn: () => postRemoval(session) });
}
