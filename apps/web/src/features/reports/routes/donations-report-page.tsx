import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { formatDollars } from '../../../lib/format.ts';
import { useLineItemsReport } from '../api/get-line-items-report.ts';
import { useReportYear } from '../api/use-report-year.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { DONATION_REPORT_COLUMNS, foldRefunds, keptOf, toDonationReportRow } from '../lib/line-item-reports.ts';

/**
 * /admin/reports/donations (docs/spec/back-office.md, Reports 5): the donations of the chosen year, each with what
 * refunds took off it (docs/decisions/0122-refunds-and-audit-log.md); the total counts donations, never
 * refunds, and Kept is what the donations kept after them.
 */
export function DonationsReportPage() {
  const report = useReportYear();
  const query = useLineItemsReport(report.year === null ? null : { type: 'donation', eventYear: report.year });
  const rows = useMemo(() => (query.data ? foldRefunds(query.data.results).map(toDonationReportRow) : undefined), [query.data]);
  return (
    <ReportLayout title="Donations Report">
      <ReportGrid
        label="Donations report"
        fileName="donations-report"
        columns={DONATION_REPORT_COLUMNS}
        rows={rows}
        totalLabel="Total donations"
        summary={
          rows && (
            <Text size="sm" fw={600} data-testid="report-kept">
              Kept after refunds: {formatDollars(keptOf(rows))}
            </Text>
          )
        }
        loading={query.isFetching}
        error={query.error}
        controls={<YearSelect filter={report} />}
      />
    </ReportLayout>
  );
}
