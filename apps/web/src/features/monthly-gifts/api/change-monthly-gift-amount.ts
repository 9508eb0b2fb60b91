import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMonthlyGiftSchema, type AdminMonthlyGift } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshMonthlyGifts } from './monthly-gift-keys.ts';

/** PATCH /v1/monthly-gifts/{id} {amount} (admin): the new monthly amount, whole dollars, from the next month on; answers the gift. */
export function changeMonthlyGiftAmount(id: number, amount: number): Promise<AdminMonthlyGift> {
  return apiFetch(`/monthly-gifts/${id}`, { method: 'PATCH', body: { amount }, schema: adminMonthlyGiftSchema });
}

export function useChangeMonthlyGiftAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) => changeMonthlyGiftAmount(id, amount),
    onSettled: () => refreshMonthlyGifts(queryClient),
  });
}
