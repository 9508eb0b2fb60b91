import { queryOptions, useQuery } from '@tanstack/react-query';
import { tributeReportSchema, type TributeReport } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { REPORT_QUERY_DEFAULTS, reportKeys } from './report-keys.ts';

/** GET /v1/reports/tributes?year= (admin, docs/features/tributes.md): every gift in honour or in memory of someone that year. */
export function getTributesReport(year: number, signal?: AbortSignal): Promise<TributeReport> {
  return apiFetch('/reports/tributes', { query: { year }, signal, schema: tributeReportSchema });
}

export function tributesReportQuery(year: number) {
  return queryOptions({
    queryKey: reportKeys.rows('tributes', { year }),
    queryFn: ({ signal }) => getTributesReport(year, signal),
    ...REPORT_QUERY_DEFAULTS,
  });
}

/** The tributes of a year; waits for the year (null while it loads). */
export function useTributesReport(year: number | null) {
  return useQuery({ ...tributesReportQuery(year ?? 0), enabled: year !== null });
}
