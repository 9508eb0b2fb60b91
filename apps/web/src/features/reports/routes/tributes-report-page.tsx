import { useMemo } from 'react';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { useTributesReport } from '../api/get-tributes-report.ts';
import { useReportYear } from '../api/use-report-year.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { TRIBUTES_REPORT_COLUMNS, toTributesReportRow } from '../lib/tributes-report.ts';

/**
 * /admin/reports/tributes (docs/features/tributes.md): the year's gifts in honour or in memory of
 * someone, whom the donor asked us to tell and when their e-card was written, with CSV.
 */
export function TributesReportPage() {
  const report = useReportYear();
  const query = useTributesReport(report.year);
  const rows = useMemo(() => query.data?.rows.map(toTributesReportRow), [query.data]);
  return (
    <ReportLayout title="Tributes Report">
      <ReportGrid
        label="Tributes report"
        fileName="tributes-report"
        columns={TRIBUTES_REPORT_COLUMNS}
        rows={rows}
        totalLabel="Total tributes"
        loading={query.isFetching}
        error={query.error}
        controls={<YearSelect filter={report} />}
      />
    </ReportLayout>
  );
}
