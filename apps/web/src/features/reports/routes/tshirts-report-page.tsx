import { useMemo } from 'react';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { useLineItemsReport } from '../api/get-line-items-report.ts';
import { useReportYear } from '../api/use-report-year.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { TSHIRT_REPORT_COLUMNS, foldRefunds, toTShirtReportRow } from '../lib/line-item-reports.ts';

/** /admin/reports/products (docs/spec/back-office.md, Reports 4): the shirts ordered in the chosen year. */
export function TShirtsReportPage() {
  const report = useReportYear();
  const query = useLineItemsReport(report.year === null ? null : { type: 'tshirt', eventYear: report.year });
  const rows = useMemo(() => (query.data ? foldRefunds(query.data.results).map(toTShirtReportRow) : undefined), [query.data]);
  return (
    <ReportLayout title="T-Shirt Report">
      <ReportGrid
        label="T-Shirt report"
        fileName="t-shirt-report"
        columns={TSHIRT_REPORT_COLUMNS}
        rows={rows}
        totalLabel="Total t-shirt orders"
        loading={query.isFetching}
        error={query.error}
        controls={<YearSelect filter={report} />}
      />
    </ReportLayout>
  );
}
