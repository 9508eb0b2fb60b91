/** Query keys of the reports: each report's rows under its name and parameters. */
export const reportKeys = {
  all: ['reports'] as const,
  years: ['reports', 'years'] as const,
  dailyReports: ['reports', 'daily-reports'] as const,
  rows: (report: string, params: Record<string, unknown>) => ['reports', report, params] as const,
};

/**
 * A report holds every row of a year (up to 100,000): it is read again on entering the report
 * or pressing a control, not each time the window regains focus.
 */
export const REPORT_QUERY_DEFAULTS = { staleTime: 60_000, refetchOnWindowFocus: false } as const;
