import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactionDetailSchema, type TransactionDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoiceKey } from './get-invoice.ts';

/** PATCH /v1/transactions/{id} {hasShipped}: the Shipped switch, saved at once. */
export function updateShipped(id: number, hasShipped: boolean): Promise<TransactionDetail> {
  return apiFetch(`/transactions/${id}`, { method: 'PATCH', body: { hasShipped }, schema: transactionDetailSchema });
}

export function useUpdateShipped(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hasShipped: boolean) => updateShipped(id, hasShipped),
    onSuccess: (detail) => {
      queryClient.setQueryData(invoiceKey(id), detail);
      // The transactions list and the runner and T-shirt grids show the shipped state.
      void queryClient.invalidateQueries({ queryKey: ['transactions', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['line-items'] });
    },
  });
}
