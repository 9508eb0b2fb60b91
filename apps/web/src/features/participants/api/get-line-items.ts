import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, lineItemListPageSchema, type LineItemType, type LineItemView, type Paged } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { participantKeys } from './participant-keys.ts';

/** The donations and T-shirt grids show 200 a page; runners too (docs/spec/back-office.md, Business constants and limits). */
export const LINE_ITEMS_PAGE_SIZE = PAGE_SIZES.donationGrid;
export const LINE_ITEMS_DEFAULT_SORT = 'createdAt:desc';

export interface LineItemsParams {
  type: LineItemType;
  eventYear: number;
  page: number;
  search: string;
  sortBy: string;
}

/** GET /v1/lineitems/?type=&eventYear=&populate=team,person,transaction&sortBy=&page=&limit=200&search= (admin). */
export function getLineItems(params: LineItemsParams, signal?: AbortSignal): Promise<Paged<LineItemView>> {
  return apiFetch('/lineitems/', {
    query: {
      type: params.type,
      eventYear: params.eventYear,
      populate: 'team,person,transaction',
      sortBy: params.sortBy,
      page: params.page,
      limit: LINE_ITEMS_PAGE_SIZE,
      search: params.search,
    },
    signal,
    schema: lineItemListPageSchema,
  });
}

export function lineItemsQuery(params: LineItemsParams) {
  return queryOptions({
    queryKey: participantKeys.lineItems(params),
    queryFn: ({ signal }) => getLineItems(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLineItems(params: LineItemsParams | null) {
  return useQuery({ ...lineItemsQuery(params ?? { type: 'donation', eventYear: 0, page: 1, search: '', sortBy: '' }), enabled: params !== null });
}
