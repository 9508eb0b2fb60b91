import { useMemo } from 'react';
import { PEOPLE_REPORT_MIN_COLUMN_WIDTH } from '../../../components/report-grid/report-columns.ts';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { useLineItemsReport } from '../api/get-line-items-report.ts';
import { useReportYear } from '../api/use-report-year.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { RUNNER_REPORT_COLUMNS, foldRefunds, toRunnerReportRow } from '../lib/line-item-reports.ts';

/** /admin/reports/runners (docs/spec/back-office.md, Reports 2): the 5k registrations of the chosen year (docs/decisions/0102-event-year.md). */
export function RunnersReportPage() {
  const report = useReportYear();
  const query = useLineItemsReport(report.year === null ? null : { type: '5k', eventYear: report.year });
  const rows = useMemo(() => (query.data ? foldRefunds(query.data.results).map(toRunnerReportRow) : undefined), [query.data]);
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
        controls={<YearSelect filter={report} />}
      />
    </ReportLayout>
  );
}
