import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  donorMonthlyGiftSchema, monthlyGiftSetupSchema, type DonorMonthlyGift, type DonorSession, type MonthlyGiftCardInput, type MonthlyGiftSetup,
} from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { donorHeaders } from '../lib/donor-session.ts';
import { showUpdatedMonthlyGift } from './monthly-gift-cache.ts';

const cardPath = (id: number) => `/my-giving/monthly-gifts/${id}/card`;

/**
 * POST /v1/my-giving/monthly-gifts/{id}/card with the new card: `{testCard}` in test mode, or the
 * confirmed `{setupIntentId}` with Stripe. Answers the gift with its card (a failed gift resumes).
 */
export function postMonthlyGiftCard(session: DonorSession, id: number, input: MonthlyGiftCardInput): Promise<DonorMonthlyGift> {
  return apiFetch(cardPath(id), { method: 'POST', body: input, auth: false, headers: donorHeaders(session), schema: donorMonthlyGiftSchema });
}

/** POST .../card `{}` (Stripe): a SetupIntent's client secret, for Stripe's Payment Element to collect the card. */
export function postMonthlyGiftCardSetup(session: DonorSession, id: number): Promise<MonthlyGiftSetup> {
  return apiFetch(cardPath(id), { method: 'POST', body: {}, auth: false, headers: donorHeaders(session), schema: monthlyGiftSetupSchema });
}

export function useUpdateMonthlyGiftCard(session: DonorSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MonthlyGiftCardInput }) => postMonthlyGiftCard(session, id, input),
    onSuccess: (gift) => showUpdatedMonthlyGift(queryClient, session.email, gift),
  });
}
