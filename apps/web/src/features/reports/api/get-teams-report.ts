import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamListItemSchema } from '@walkfund/domain';
import { fetchAllPages } from './fetch-all-pages.ts';
import { REPORT_QUERY_DEFAULTS, reportKeys } from './report-keys.ts';

/** The Teams report's toggle: Active (the default), InActive or All Teams. */
export type TeamsReportStatus = 'active' | 'inactive' | 'all';

/** GET /v1/teams/?active=true|false (absent for All Teams)&populate=captainPerson&sortBy=totalRaised:desc, every page. */
export function getTeamsReport(status: TeamsReportStatus, signal?: AbortSignal) {
  return fetchAllPages(
    '/teams/',
    { active: status === 'all' ? undefined : status === 'active', populate: 'captainPerson', sortBy: 'totalRaised:desc' },
    { signal, item: teamListItemSchema },
  );
}

export function teamsReportQuery(status: TeamsReportStatus) {
  return queryOptions({
    queryKey: reportKeys.rows('teams', { status }),
    queryFn: ({ signal }) => getTeamsReport(status, signal),
    ...REPORT_QUERY_DEFAULTS,
  });
}

export function useTeamsReport(status: TeamsReportStatus) {
  return useQuery(teamsReportQuery(status));
}
