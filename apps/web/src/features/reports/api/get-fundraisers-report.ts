import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fundraiserReportRowSchema, type FundraiserReportRow } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { REPORT_QUERY_DEFAULTS, reportKeys } from './report-keys.ts';

const fundraiserReportSchema = z.array(fundraiserReportRowSchema);

/** GET /v1/reports/fundraisers?year= (admin): every member of a team of that year with their page and credited gifts. */
export function getFundraisersReport(year: number, signal?: AbortSignal): Promise<FundraiserReportRow[]> {
  return apiFetch('/reports/fundraisers', { query: { year }, signal, schema: fundraiserReportSchema });
}

export function fundraisersReportQuery(year: number) {
  return queryOptions({
    queryKey: reportKeys.rows('fundraisers', { year }),
    queryFn: ({ signal }) => getFundraisersReport(year, signal),
    ...REPORT_QUERY_DEFAULTS,
  });
}

/** The fundraisers of a year; waits for the year (null while it loads). */
export function useFundraisersReport(year: number | null) {
  return useQuery({ ...fundraisersReportQuery(year ?? 0), enabled: year !== null });
}
