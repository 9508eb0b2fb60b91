import { queryOptions, useQuery } from '@tanstack/react-query';
import { dailyReportsResponseSchema, type DailyReportsResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { REPORT_QUERY_DEFAULTS, reportKeys } from './report-keys.ts';

/** GET /v1/daily-reports (admin): the current year's snapshots beside the prior year's, per date. */
export function getDailyReports(signal?: AbortSignal): Promise<DailyReportsResponse> {
  return apiFetch('/daily-reports', { signal, schema: dailyReportsResponseSchema });
}

export const dailyReportsQuery = queryOptions({
  queryKey: reportKeys.dailyReports,
  queryFn: ({ signal }) => getDailyReports(signal),
  ...REPORT_QUERY_DEFAULTS,
});

export function useDailyReports() {
  return useQuery(dailyReportsQuery);
}
