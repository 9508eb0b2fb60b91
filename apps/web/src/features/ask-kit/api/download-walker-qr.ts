import { apiFetchBlob } from '../../../lib/api-client.ts';

/** GET /v1/ask-kit/walkers/{personId}/qr (the walker or an admin): the page's QR code, a PNG. */
export function downloadWalkerQr(personId: number): Promise<Blob> {
  return apiFetchBlob(`/ask-kit/walkers/${personId}/qr`);
}
