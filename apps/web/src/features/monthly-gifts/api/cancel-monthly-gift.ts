import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMonthlyGiftSchema, type AdminMonthlyGift } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshMonthlyGifts } from './monthly-gift-keys.ts';

/** POST /v1/monthly-gifts/{id}/cancel (admin): the gift is cancelled for good, audited with the admin; answers it. */
export function cancelMonthlyGift(id: number): Promise<AdminMonthlyGift> {
  return apiFetch(`/monthly-gifts/${id}/cancel`, { method: 'POST', schema: adminMonthlyGiftSchema });
}

export function useCancelMonthlyGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMonthlyGift,
    onSettled: () => refreshMonthlyGifts(queryClient),
  });
}
