import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { monthlyGiftListSchema, type MonthlyGiftList } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { monthlyGiftKeys, type MonthlyGiftFilters } from './monthly-gift-keys.ts';

/** Rows per page of the admins' grid (the API takes up to MONTHLY_GIFT_LIST_MAX_LIMIT). */
export const MONTHLY_GIFTS_PAGE_SIZE = 100;

/** GET /v1/monthly-gifts?status=&search=&offset=&limit= (admin): a page of monthly gifts, their count and the active ones' summary. */
export function getMonthlyGifts(filters: MonthlyGiftFilters, signal?: AbortSignal): Promise<MonthlyGiftList> {
  return apiFetch('/monthly-gifts', {
    query: { status: filters.status, search: filters.search, offset: (filters.page - 1) * MONTHLY_GIFTS_PAGE_SIZE, limit: MONTHLY_GIFTS_PAGE_SIZE },
    signal,
    schema: monthlyGiftListSchema,
  });
}

export function monthlyGiftsQuery(filters: MonthlyGiftFilters) {
  return queryOptions({ queryKey: monthlyGiftKeys.list(filters), queryFn: ({ signal }) => getMonthlyGifts(filters, signal) });
}

/** The page shown; the previous one stays on screen while a new filter loads. */
export function useMonthlyGifts(filters: MonthlyGiftFilters) {
  return useQuery({ ...monthlyGiftsQuery(filters), placeholderData: keepPreviousData });
}
