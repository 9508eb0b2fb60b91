import { useMemo } from 'react';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { useFundraisersReport } from '../api/get-fundraisers-report.ts';
import { useReportYear } from '../api/use-report-year.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { fundraisersReportColumns, toFundraisersReportRow } from '../lib/fundraisers-report.ts';
import { GiftSourcesSummary } from '../components/gift-sources-summary.tsx';

/**
 * /admin/reports/fundraisers (docs/features/personal-pages.md): each team member of the chosen year, their goal, what they raised and their page;
 * above it, every gift of the year by where it came from (docs/features/ask-kit.md).
 */
export function FundraisersReportPage() {
  const report = useReportYear();
  const query = useFundraisersReport(report.year);
  const rows = useMemo(() => query.data?.map(toFundraisersReportRow), [query.data]);
  const columns = useMemo(() => fundraisersReportColumns(query.data), [query.data]);
  return (
    <ReportLayout title="Fundraisers Report">
      <GiftSourcesSummary year={report.year} />
      <ReportGrid
        label="Fundraisers report"
        fileName="fundraisers-report"
        columns={columns}
        rows={rows}
        totalLabel="Total fundraisers"
        loading={query.isFetching}
        error={query.error}
        controls={<YearSelect filter={report} />}
      />
    </ReportLayout>
  );
}
