import { useMemo } from 'react';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { useDailyReports } from '../api/get-daily-reports.ts';
import { RaisedPerDayChart } from '../components/raised-per-day-chart.tsx';
import { ReportLayout } from '../components/report-layout.tsx';
import { dailySnapshotColumns, raisedPerDay, toDailySnapshotRow } from '../lib/daily-snapshots-report.ts';

/** /admin/reports/daily-reports (docs/spec/back-office.md, Reports 7): the current year's snapshots against the prior year's. */
export function DailySnapshotsReportPage() {
  const query = useDailyReports();
  const data = query.data;
  const rows = useMemo(() => data?.results.map(toDailySnapshotRow), [data]);
  const columns = useMemo(() => (data ? dailySnapshotColumns(data.currentYear, data.priorYear) : []), [data]);
  const points = useMemo(() => (data ? raisedPerDay(data.results, data.currentYear, data.priorYear) : []), [data]);
  return (
    <ReportLayout title="Daily Snapshots">
      {data && <RaisedPerDayChart points={points} currentYear={data.currentYear} priorYear={data.priorYear} />}
      <ReportGrid
        label="Daily Snapshots report"
        fileName="daily-snapshots-report"
        columns={columns}
        rows={rows}
        totalLabel="Total snapshots"
        loading={query.isFetching}
        error={query.error}
      />
    </ReportLayout>
  );
}
