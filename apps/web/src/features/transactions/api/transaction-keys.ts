import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransactionDetail } from '@walkfund/domain';

/** Query keys of the transactions screens (the invoice reads the same detail key). */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: ['transactions', 'list'] as const,
  detail: (id: number) => ['transactions', 'detail', id] as const,
};

/**
 * A write answered with the updated transaction: the answer replaces the cached detail; the
 * list, team totals and line-item grids it changes are refetched.
 */
export function useTransactionWrite<Variables>(id: number, write: (variables: Variables) => Promise<TransactionDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (detail) => {
      queryClient.setQueryData(transactionKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: transactionKeys.list });
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
      void queryClient.invalidateQueries({ queryKey: ['line-items'] });
    },
  });
}
