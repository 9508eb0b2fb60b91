import { useMemo } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { useDailyReports } from '../api/get-daily-reports.ts';
import { useRebuildDailySnapshots } from '../api/rebuild-daily-snapshots.ts';
import { RaisedPerDayChart } from '../components/raised-per-day-chart.tsx';
import { ReportLayout } from '../components/report-layout.tsx';
import { dailySnapshotColumns, nextSnapshotSentence, raisedPerDay, rebuildSummary, toDailySnapshotRow } from '../lib/daily-snapshots-report.ts';

/**
 * /admin/reports/daily-reports (docs/spec/back-office.md, Reports 7): the current year's snapshots against the prior year's,
 * when the next one is taken, and a rebuild of both years' days from the recorded line items (docs/features/receipts-and-admin-home.md).
 */
export function DailySnapshotsReportPage() {
  const query = useDailyReports();
  const rebuild = useRebuildDailySnapshots();
  const rebuildNow = () =>
    rebuild.mutate(undefined, {
      onSuccess: (result) => notifySuccess('Snapshots rebuilt', rebuildSummary(result)),
      onError: (error) => notifyError('Error', errorMessage(error)),
    });
  const data = query.data;
  const rows = useMemo(() => data?.results.map(toDailySnapshotRow), [data]);
  const columns = useMemo(() => (data ? dailySnapshotColumns(data.currentYear, data.priorYear) : []), [data]);
  const points = useMemo(() => (data ? raisedPerDay(data.results, data.currentYear, data.priorYear) : []), [data]);
  return (
    <ReportLayout title="Daily Snapshots">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{data ? nextSnapshotSentence(data.nextSnapshot) : ''}</Text>
        <Button variant="default" onClick={rebuildNow} loading={rebuild.isPending}>
          Rebuild snapshots
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Rebuild recounts every past day of this year and last year from the recorded gifts, shirts and runners.
      </Text>
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
