import { useMutation, useQueryClient } from '@tanstack/react-query';
import { donorMonthlyGiftSchema, type DonorMonthlyGift, type DonorSession } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { donorHeaders } from '../lib/donor-session.ts';
import { showUpdatedMonthlyGift } from './monthly-gift-cache.ts';

/** PATCH /v1/my-giving/monthly-gifts/{id} {amount}: the new monthly amount, whole dollars; answers the gift. */
export function patchMonthlyAmount(session: DonorSession, id: number, amount: number): Promise<DonorMonthlyGift> {
  return apiFetch(`/my-giving/monthly-gifts/${id}`, { method: 'PATCH', body: { amount }, auth: false, headers: donorHeaders(session), schema: donorMonthlyGiftSchema });
}

export function useChangeMonthlyAmount(session: DonorSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) => patchMonthlyAmount(session, id, amount),
    onSuccess: (gift) => showUpdatedMonthlyGift(queryClient, session.email, gift),
  });
}
