import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { kindfulExportListPageSchema, PAGE_SIZES, type KindfulExportListPage } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { kindfulKeys } from './kindful-keys.ts';

export interface KindfulListParams {
  page: number;
  /** Case-insensitive substring of the name or email, sent as `search=`. */
  search: string;
  sortBy: string;
}

/** GET /v1/kindful/?limit=25&page=&sortBy=createdAt:desc&search= (admin): the page and whether Kindful is configured. */
export function getKindfulExports(params: KindfulListParams, signal?: AbortSignal): Promise<KindfulExportListPage> {
  return apiFetch('/kindful/', {
    query: { limit: PAGE_SIZES.kindful, page: params.page, sortBy: params.sortBy, search: params.search },
    signal,
    schema: kindfulExportListPageSchema,
  });
}

export function kindfulListQuery(params: KindfulListParams) {
  return queryOptions({
    queryKey: [...kindfulKeys.list, params],
    queryFn: ({ signal }) => getKindfulExports(params, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useKindfulExports(params: KindfulListParams) {
  return useQuery(kindfulListQuery(params));
}
