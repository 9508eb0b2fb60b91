import { queryOptions, useQuery } from '@tanstack/react-query';
import { personViewSchema } from '@walkfund/domain';
import { fetchAllPages } from './fetch-all-pages.ts';
import { REPORT_QUERY_DEFAULTS, reportKeys } from './report-keys.ts';

export interface PersonsReportParams {
  eventYear: number;
  /** The Life Church report lists Life.Church participants only. */
  lifeChurch?: boolean;
  /** false: without staff accounts' persons (admins, volunteers), who are not participants. */
  staff?: boolean;
}

/** GET /v1/persons/?lifeChurch=true (Life Church)&staff=false (Participant)&eventYear=&sortBy=createdAt:desc, every page. */
export function getPersonsReport(params: PersonsReportParams, signal?: AbortSignal) {
  return fetchAllPages(
    '/persons/',
    { lifeChurch: params.lifeChurch, staff: params.staff, eventYear: params.eventYear, sortBy: 'createdAt:desc' },
    { signal, item: personViewSchema },
  );
}

export function personsReportQuery(params: PersonsReportParams) {
  return queryOptions({
    queryKey: reportKeys.rows('persons', { ...params }),
    queryFn: ({ signal }) => getPersonsReport(params, signal),
    ...REPORT_QUERY_DEFAULTS,
  });
}

/** The people of a year; waits for the year (null while it loads). */
export function usePersonsReport(params: PersonsReportParams | null) {
  return useQuery({ ...personsReportQuery(params ?? { eventYear: 0 }), enabled: params !== null });
}
