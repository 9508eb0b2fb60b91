import { useMemo } from 'react';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { useFundraisersReport } from '../api/get-fundraisers-report.ts';
import { useReportYear } from '../api/use-report-year.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { FUNDRAISERS_REPORT_COLUMNS, toFundraisersReportRow } from '../lib/fundraisers-report.ts';

/** /admin/reports/fundraisers (docs/features/personal-pages.md): each team member of the chosen year, their goal, what they raised and their page. */
export function FundraisersReportPage() {
  const report = useReportYear();
  const query = useFundraisersReport(report.year);
  const rows = useMemo(() => query.data?.map(toFundraisersReportRow), [query.data]);
  return (
    <ReportLayout title="Fundraisers Report">
      <ReportGrid
        label="Fundraisers report"
        fileName="fundraisers-report"
        columns={FUNDRAISERS_REPORT_COLUMNS}
        rows={rows}
        totalLabel="Total fundraisers"
        loading={query.isFetching}
        error={query.error}
        controls={<YearSelect filter={report} />}
      />
    </ReportLayout>
  );
}
