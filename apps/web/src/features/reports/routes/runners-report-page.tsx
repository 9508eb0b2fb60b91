import { useMemo } from 'react';
import { PEOPLE_REPORT_MIN_COLUMN_WIDTH } from '../../../components/report-grid/report-columns.ts';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { useLineItemsReport } from '../api/get-line-items-report.ts';
import { useReportYears } from '../api/get-report-years.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { RUNNER_REPORT_COLUMNS, toRunnerReportRow } from '../lib/line-item-reports.ts';

/** /admin/reports/runners (docs/spec/back-office.md, Reports 2): the current year's 5k registrations. */
export function RunnersReportPage() {
  const currentYear = useReportYears().data?.currentYear ?? null;
  const query = useLineItemsReport(currentYear === null ? null : { type: '5k', eventYear: currentYear });
  const rows = useMemo(() => query.data?.results.map(toRunnerReportRow), [query.data]);
  return (
    <ReportLayout title="Runner Report">
      <ReportGrid
        label="Runner report"
        fileName="runner-report"
        columns={RUNNER_REPORT_COLUMNS}
        rows={rows}
        totalLabel="Total runners"
        loading={query.isFetching}
        error={query.error}
        minColumnWidth={PEOPLE_REPORT_MIN_COLUMN_WIDTH}
      />
    </ReportLayout>
  );
}
