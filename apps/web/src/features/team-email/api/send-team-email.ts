import { useMutation } from '@tanstack/react-query';
import { teamEmailResponseSchema, type TeamEmailResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

export interface TeamEmailRequest {
  teamId: number;
  subject: string;
  message: string;
}

/** POST /v1/teams/email-team/ {teamId, subject, message}: one email per active member, replying to the captain. */
export function sendTeamEmail(input: TeamEmailRequest): Promise<TeamEmailResponse> {
  return apiFetch('/teams/email-team/', { method: 'POST', body: input, schema: teamEmailResponseSchema });
}

export function useSendTeamEmail() {
  return useMutation({ mutationFn: sendTeamEmail });
}
