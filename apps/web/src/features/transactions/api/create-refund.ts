import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundViewSchema, type RefundCreateInput, type RefundView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { transactionKeys } from './transaction-keys.ts';

/**
 * POST /v1/transactions/{id}/refunds. `idempotencyKey` (one per refund the admin confirms, kept
 * across retries) makes a double submit or a retry refund once.
 */
export function createRefund(id: number, input: RefundCreateInput): Promise<RefundView> {
  return apiFetch(`/transactions/${id}/refunds`, { method: 'POST', body: input, schema: refundViewSchema });
}

export function useCreateRefund(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundCreateInput) => createRefund(id, input),
    // A refund changes the transaction, the team's total and the line-item grids.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: transactionKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.list });
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
      void queryClient.invalidateQueries({ queryKey: ['line-items'] });
    },
  });
}
