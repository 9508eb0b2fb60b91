import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportYearsResponseSchema, type ReportYearsResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { REPORT_QUERY_DEFAULTS, reportKeys } from './report-keys.ts';

/** GET /v1/reports/years (admin): every event year in the data and the current one (docs/decisions/0102-event-year.md). */
export function getReportYears(signal?: AbortSignal): Promise<ReportYearsResponse> {
  return apiFetch('/reports/years', { signal, schema: reportYearsResponseSchema });
}

export const reportYearsQuery = queryOptions({
  queryKey: reportKeys.years,
  queryFn: ({ signal }) => getReportYears(signal),
  ...REPORT_QUERY_DEFAULTS,
});

export function useReportYears() {
  return useQuery(reportYearsQuery);
}
