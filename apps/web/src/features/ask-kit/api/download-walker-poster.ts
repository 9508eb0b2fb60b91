import { apiFetchBlob } from '../../../lib/api-client.ts';

/** GET /v1/ask-kit/walkers/{personId}/poster (the walker or an admin): the printable poster, a PDF. */
export function downloadWalkerPoster(personId: number): Promise<Blob> {
  return apiFetchBlob(`/ask-kit/walkers/${personId}/poster`);
}
