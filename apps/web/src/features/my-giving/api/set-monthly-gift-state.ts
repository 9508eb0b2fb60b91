import { useMutation, useQueryClient } from '@tanstack/react-query';
import { donorMonthlyGiftSchema, type DonorMonthlyGift, type DonorSession } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { donorHeaders } from '../lib/donor-session.ts';
import { showUpdatedMonthlyGift } from './monthly-gift-cache.ts';

/** The donor's three switches of a monthly gift; cancel is final. */
export type MonthlyGiftAction = 'pause' | 'resume' | 'cancel';

/** POST /v1/my-giving/monthly-gifts/{id}/pause, /resume or /cancel: answers the gift as it now stands. */
export function postMonthlyGiftAction(session: DonorSession, id: number, action: MonthlyGiftAction): Promise<DonorMonthlyGift> {
  return apiFetch(`/my-giving/monthly-gifts/${id}/${action}`, { method: 'POST', auth: false, headers: donorHeaders(session), schema: donorMonthlyGiftSchema });
}

export function useSetMonthlyGiftState(session: DonorSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: MonthlyGiftAction }) => postMonthlyGiftAction(session, id, action),
    onSuccess: (gift) => showUpdatedMonthlyGift(queryClient, session.email, gift),
  });
}
