import { useMutation } from '@tanstack/react-query';
import type { TeamEmailResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

export interface TeamEmailRequest {
  teamId: number;
  subject: string;
  message: string;
}

/** POST /v1/teams/email-team/ {teamId, subject, message}: one email per active member, replying to the captain. */
export function sendTeamEmail(input: TeamEmailRequest): Promise<TeamEmailResponse> {
  return apiFetch<TeamEmailResponse>('/teams/email-team/', { method: 'POST', body: input });
}

export function useSendTeamEmail() {
  return useMutation({ mutationFn: sendTeamEmail });
}
