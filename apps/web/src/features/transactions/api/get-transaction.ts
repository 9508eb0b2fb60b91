import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionDetailSchema, type TransactionDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { transactionKeys } from './transaction-keys.ts';

/** GET /v1/transactions/{id} as an admin: the transaction with its refunds and audit history. */
export function getTransaction(id: number, signal?: AbortSignal): Promise<TransactionDetail> {
  return apiFetch(`/transactions/${id}`, { signal, schema: transactionDetailSchema });
}

export function transactionQuery(id: number) {
  return queryOptions({ queryKey: transactionKeys.detail(id), queryFn: ({ signal }) => getTransaction(id, signal) });
}

export function useTransaction(id: number) {
  return useQuery(transactionQuery(id));
}
