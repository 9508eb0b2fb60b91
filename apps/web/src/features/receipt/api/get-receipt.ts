import { queryOptions, useQuery } from '@tanstack/react-query';
import { receiptViewSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/receipts/{token}: the donor's receipt, no account needed (the token is the capability). */
export function receiptByTokenQuery(token: string) {
  return queryOptions({
    queryKey: ['receipts', 'token', token],
    queryFn: ({ signal }) => apiFetch(`/receipts/${encodeURIComponent(token)}`, { signal, auth: false, schema: import.meta.env.DEV ? receiptViewSchema : undefined }),
    retry: false,
  });
}

/** GET /v1/receipts/transaction/{id} (admin): the same receipt, from the transaction. */
export function receiptForTransactionQuery(id: number) {
  return queryOptions({
    queryKey: ['receipts', 'transaction', id],
    queryFn: ({ signal }) => apiFetch(`/receipts/transaction/${id}`, { signal, schema: receiptViewSchema }),
  });
}

export function useReceiptByToken(token: string) {
  return useQuery(receiptByTokenQuery(token));
}

export function useReceiptForTransaction(id: number) {
  return useQuery({ ...receiptForTransactionQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
