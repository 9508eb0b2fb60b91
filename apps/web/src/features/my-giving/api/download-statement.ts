import { useMutation } from '@tanstack/react-query';
import type { DonorSession } from '@walkfund/domain';
import { apiFetchBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { donorHeaders } from '../lib/donor-session.ts';

/** GET /v1/my-giving/statements/{year}: the year's giving statement (PDF), saved by the browser. */
export async function downloadStatement(session: DonorSession, year: number): Promise<void> {
  const blob = await apiFetchBlob(`/my-giving/statements/${year}`, { auth: false, headers: donorHeaders(session) });
  saveBlob(blob, `giving-statement-${year}.pdf`);
}

export function useDownloadStatement(session: DonorSession) {
  return useMutation({ mutationFn: (year: number) => downloadStatement(session, year) });
}
