import { apiFetchBlob } from '../../../lib/api-client.ts';

/** GET /v1/ask-kit/teams/{id}/poster (the team's captain or an admin): the team's printable poster, a PDF. */
export function downloadTeamPoster(teamId: number): Promise<Blob> {
  return apiFetchBlob(`/ask-kit/teams/${teamId}/poster`);
}
