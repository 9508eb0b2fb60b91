import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionListItemSchema } from '@walkfund/domain';
import { fetchAllPages } from './fetch-all-pages.ts';
import { REPORT_QUERY_DEFAULTS, reportKeys } from './report-keys.ts';

/** GET /v1/transactions/?eventYear=&sortBy=createdAt:desc, every page. */
export function getTransactionsReport(eventYear: number, signal?: AbortSignal) {
  return fetchAllPages('/transactions/', { eventYear, sortBy: 'createdAt:desc' }, { signal, item: transactionListItemSchema });
}

export function transactionsReportQuery(eventYear: number) {
  return queryOptions({
    queryKey: reportKeys.rows('transactions', { eventYear }),
    queryFn: ({ signal }) => getTransactionsReport(eventYear, signal),
    ...REPORT_QUERY_DEFAULTS,
  });
}

/** The transactions of a year; waits for the year (null while it loads). */
export function useTransactionsReport(eventYear: number | null) {
  return useQuery({ ...transactionsReportQuery(eventYear ?? 0), enabled: eventYear !== null });
}
