import { useMutation } from '@tanstack/react-query';
import type { DonorSession } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { donorHeaders } from '../lib/donor-session.ts';

/** DELETE /v1/my-giving/session: signs the donor out. */
export async function deleteDonorSession(session: DonorSession): Promise<void> {
  await apiFetch('/my-giving/session', { method: 'DELETE', auth: false, headers: donorHeaders(session) });
}

export function useEndDonorSession(session: DonorSession) {
  return useMutation({ mutationFn: () => deleteDonorSession(session) });
}
