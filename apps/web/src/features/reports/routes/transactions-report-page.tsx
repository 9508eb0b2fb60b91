import { useMemo } from 'react';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { useTransactionsReport } from '../api/get-transactions-report.ts';
import { useReportYear } from '../api/use-report-year.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { TRANSACTION_REPORT_COLUMNS, toTransactionReportRow } from '../lib/transactions-report.ts';

/** /admin/reports/transactions (docs/spec/back-office.md, Reports 6): the transactions of the chosen year. */
export function TransactionsReportPage() {
  const report = useReportYear();
  const query = useTransactionsReport(report.year);
  const rows = useMemo(() => query.data?.results.map(toTransactionReportRow), [query.data]);
  return (
    <ReportLayout title="Transactions Report">
      <ReportGrid
        label="Transactions report"
        fileName="transactions-report"
        columns={TRANSACTION_REPORT_COLUMNS}
        rows={rows}
        totalLabel="Total transactions"
        loading={query.isFetching}
        error={query.error}
        controls={<YearSelect filter={report} />}
      />
    </ReportLayout>
  );
}
