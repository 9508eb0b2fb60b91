import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineItemViewSchema, type LineItemType } from '@walkfund/domain';
import { fetchAllPages } from './fetch-all-pages.ts';
import { REPORT_QUERY_DEFAULTS, reportKeys } from './report-keys.ts';

export interface LineItemsReportParams {
  type: LineItemType;
  eventYear: number;
}

/** GET /v1/lineitems/?type=&eventYear=&populate=team,person,transaction&sortBy=createdAt:desc, every page. */
export function getLineItemsReport(params: LineItemsReportParams, signal?: AbortSignal) {
  return fetchAllPages(
    '/lineitems/',
    { type: params.type, eventYear: params.eventYear, populate: 'team,person,transaction', sortBy: 'createdAt:desc' },
    { signal, item: lineItemViewSchema },
  );
}

export function lineItemsReportQuery(params: LineItemsReportParams) {
  return queryOptions({
    queryKey: reportKeys.rows('lineitems', { ...params }),
    queryFn: ({ signal }) => getLineItemsReport(params, signal),
    ...REPORT_QUERY_DEFAULTS,
  });
}

/** The line items of a kind and year; waits for the year (null while it loads). */
export function useLineItemsReport(params: LineItemsReportParams | null) {
  return useQuery({ ...lineItemsReportQuery(params ?? { type: 'donation', eventYear: 0 }), enabled: params !== null });
}
