import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, transactionListPageSchema, type Paged, type PaymentMethodType, type TransactionListItem } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { transactionKeys } from './transaction-keys.ts';

export interface TransactionsListParams {
  page: number;
  /** Case-insensitive substring of the name, email, city or team, sent as `search=`. */
  search: string;
  sortBy: string;
  /** The event year; absent: the current one (the server's default). */
  eventYear: number | null;
  /** Only this payment method (docs/features/payment-methods.md); absent: every method. */
  method?: PaymentMethodType | null;
}

/** GET /v1/transactions/?limit=800&page=&sortBy=&eventYear=&search=&method= (admin). */
export function getTransactions(params: TransactionsListParams, signal?: AbortSignal): Promise<Paged<TransactionListItem>> {
  return apiFetch('/transactions/', {
    query: { limit: PAGE_SIZES.transactions, page: params.page, sortBy: params.sortBy, eventYear: params.eventYear, search: params.search, method: params.method ?? null },
    signal,
    schema: transactionListPageSchema,
  });
}

export function transactionsListQuery(params: TransactionsListParams) {
  return queryOptions({
    queryKey: [...transactionKeys.list, params],
    queryFn: ({ signal }) => getTransactions(params, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(params: TransactionsListParams) {
  return useQuery(transactionsListQuery(params));
}
