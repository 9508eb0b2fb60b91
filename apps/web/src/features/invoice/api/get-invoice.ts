import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionDetailSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** The cache key the transaction detail uses too: the invoice and the detail share one read. */
export const invoiceKey = (id: number) => ['transactions', 'detail', id] as const;

/** GET /v1/transactions/{id} (admin): what the invoice shows. */
export function invoiceQuery(id: number) {
  return queryOptions({
    queryKey: invoiceKey(id),
    queryFn: ({ signal }) => apiFetch(`/transactions/${id}`, { signal, schema: transactionDetailSchema }),
  });
}

export function useInvoice(id: number) {
  return useQuery(invoiceQuery(id));
}
