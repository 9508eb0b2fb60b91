import type { QueryClient } from '@tanstack/react-query';
import type { MonthlyGiftStatus } from '@walkfund/domain';

/** Every query of the admins' monthly gifts starts with this key, so a change reads the list again. */
export const MONTHLY_GIFTS_KEY = ['monthly-gifts'] as const;

/** The list's filters: the status (all when null), the search as sent, and the page. */
export interface MonthlyGiftFilters {
  status: MonthlyGiftStatus | null;
  search: string;
  page: number;
}

export const monthlyGiftKeys = {
  list: (filters: MonthlyGiftFilters) => [...MONTHLY_GIFTS_KEY, 'list', filters] as const,
};

/** After an admin changes a gift: the list, its counts and the admin home's summary change. */
export function refreshMonthlyGifts(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: MONTHLY_GIFTS_KEY }), queryClient.invalidateQueries({ queryKey: ['admin-home'] })]);
}
