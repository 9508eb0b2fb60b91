import { apiFetchBlob } from '../../../lib/api-client.ts';

/** GET /v1/ask-kit/teams/{id}/qr (the team's captain or an admin): the team page's QR code, a PNG. */
export function downloadTeamQr(teamId: number): Promise<Blob> {
  return apiFetchBlob(`/ask-kit/teams/${teamId}/qr`);
}
