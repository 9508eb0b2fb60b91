import { useMemo } from 'react';
import { PEOPLE_REPORT_MIN_COLUMN_WIDTH } from '../../../components/report-grid/report-columns.ts';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { usePersonsReport } from '../api/get-persons-report.ts';
import { useReportYear } from '../api/use-report-year.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { LIFE_CHURCH_REPORT_COLUMNS, toPersonReportRow } from '../lib/people-reports.ts';

/** /admin/reports/lifeChurch (docs/spec/back-office.md, Reports 1): the Life.Church participants of the chosen year (docs/decisions/0102-event-year.md). */
export function LifeChurchReportPage() {
  const report = useReportYear();
  const query = usePersonsReport(report.year === null ? null : { eventYear: report.year, lifeChurch: true });
  const rows = useMemo(() => query.data?.results.map(toPersonReportRow), [query.data]);
  return (
    <ReportLayout title="Life Church Report">
      <ReportGrid
        label="Life Church report"
        fileName="life-church-report"
        columns={LIFE_CHURCH_REPORT_COLUMNS}
        rows={rows}
        totalLabel="Total Life Church participants"
        loading={query.isFetching}
        error={query.error}
        minColumnWidth={PEOPLE_REPORT_MIN_COLUMN_WIDTH}
        controls={<YearSelect filter={report} />}
      />
    </ReportLayout>
  );
}
