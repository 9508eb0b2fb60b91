import { useMemo } from 'react';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { useLineItemsReport } from '../api/get-line-items-report.ts';
import { useReportYear } from '../api/use-report-year.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { DONATION_REPORT_COLUMNS, toDonationReportRow } from '../lib/line-item-reports.ts';

/** /admin/reports/donations (docs/spec/back-office.md, Reports 5): the donations of the chosen year. */
export function DonationsReportPage() {
  const report = useReportYear();
  const query = useLineItemsReport(report.year === null ? null : { type: 'donation', eventYear: report.year });
  const rows = useMemo(() => query.data?.results.map(toDonationReportRow), [query.data]);
  return (
    <ReportLayout title="Donations Report">
      <ReportGrid
        label="Donations report"
        fileName="donations-report"
        columns={DONATION_REPORT_COLUMNS}
        rows={rows}
        totalLabel="Total donations"
        loading={query.isFetching}
        error={query.error}
        controls={<YearSelect filter={report} />}
      />
    </ReportLayout>
  );
}
