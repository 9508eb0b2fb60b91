import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fundraiserInviteAnswerSchema, type FundraiserInviteInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /v1/fundraisers/invite {persons} -> {invited, message} (the captain for their own team's
 * members, an admin for anyone): a sign-in link by email to each member.
 */
export function postFundraiserInvite(input: FundraiserInviteInput): Promise<{ invited: number; message: string }> {
  return apiFetch('/fundraisers/invite', { method: 'POST', body: input, schema: fundraiserInviteAnswerSchema });
}

export function useInviteFundraisers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postFundraiserInvite,
    // The members grid shows who was invited and when: read the team again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teams'] }),
  });
}
