import { useMutation } from '@tanstack/react-query';
import type { DonorSession } from '@walkfund/domain';
import { apiFetchBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { donorHeaders } from '../lib/donor-session.ts';

/** GET /v1/my-giving/gifts/{transactionId}/receipt: one gift's receipt (PDF), saved by the browser. */
export async function downloadGiftReceipt(session: DonorSession, transactionId: number): Promise<void> {
  const blob = await apiFetchBlob(`/my-giving/gifts/${transactionId}/receipt`, { auth: false, headers: donorHeaders(session) });
  saveBlob(blob, `receipt-${transactionId}.pdf`);
}

export function useDownloadGiftReceipt(session: DonorSession) {
  return useMutation({ mutationFn: (transactionId: number) => downloadGiftReceipt(session, transactionId) });
}
