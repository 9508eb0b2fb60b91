import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMonthlyGiftSchema, type AdminMonthlyGift } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshMonthlyGifts } from './monthly-gift-keys.ts';

/** An admin's switch of a monthly gift: pause an active one, resume a paused or failed one. */
export type MonthlyGiftStateAction = 'pause' | 'resume';

/** POST /v1/monthly-gifts/{id}/pause or /resume (admin): audited with the admin; answers the gift as it now is. */
export function setMonthlyGiftState(id: number, action: MonthlyGiftStateAction): Promise<AdminMonthlyGift> {
  return apiFetch(`/monthly-gifts/${id}/${action}`, { method: 'POST', schema: adminMonthlyGiftSchema });
}

export function useSetMonthlyGiftState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: MonthlyGiftStateAction }) => setMonthlyGiftState(id, action),
    onSettled: () => refreshMonthlyGifts(queryClient),
  });
}
