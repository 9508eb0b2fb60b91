import { queryOptions, useQuery } from '@tanstack/react-query';
import { giftSourceReportSchema, type GiftSourceReport } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { REPORT_QUERY_DEFAULTS, reportKeys } from './report-keys.ts';

/** GET /v1/reports/gift-sources?year= (admin): every paid gift of the year by where it came from (docs/features/ask-kit.md). */
export function getGiftSourcesReport(year: number, signal?: AbortSignal): Promise<GiftSourceReport> {
  return apiFetch('/reports/gift-sources', { query: { year }, signal, schema: giftSourceReportSchema });
}

export function giftSourcesReportQuery(year: number) {
  return queryOptions({ queryKey: reportKeys.rows('gift-sources', { year }), queryFn: ({ signal }) => getGiftSourcesReport(year, signal), ...REPORT_QUERY_DEFAULTS });
}

/** The year's gifts by source; waits for the year (null while it loads). */
export function useGiftSourcesReport(year: number | null) {
  return useQuery({ ...giftSourcesReportQuery(year ?? 0), enabled: year !== null });
}
