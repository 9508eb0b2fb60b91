import type { MonthlyGiftStatus } from '@walkfund/domain';

/** Every query of the admins' monthly gifts starts with this key, so a cancel reads the list again. */
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
