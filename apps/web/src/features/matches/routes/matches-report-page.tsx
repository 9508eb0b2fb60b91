import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import type { MatchReportRow } from '@walkfund/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { dateColumn, moneyColumn, numberColumn, textColumn } from '../../../components/report-grid/report-columns.ts';
import { formatReportDate } from '../../../lib/format.ts';
import { useMatchReport } from '../api/get-match-report.ts';
import { matchStatusLabel } from '../components/match-status-badge.tsx';

interface MatchesReportRow {
  sponsorName: string;
  status: string;
  ratio: string;
  gifts: number;
  giftsAmount: number;
  matched: number;
  takenBack: number;
  owed: number;
  cap: number;
  starts: string;
  ends: string;
}

const toRow = (r: MatchReportRow): MatchesReportRow => ({
  sponsorName: r.sponsorName,
  status: matchStatusLabel(r.status),
  ratio: `${r.ratio}:1`,
  gifts: r.gifts,
  giftsAmount: r.giftsAmount,
  matched: r.matched,
  takenBack: r.takenBack,
  owed: r.owed,
  cap: r.cap,
  starts: formatReportDate(r.startsAt),
  ends: formatReportDate(r.endsAt),
});

const COLUMNS: ColDef<MatchesReportRow>[] = [
  textColumn('sponsorName', 'Sponsor', { pinned: 'left', width: 180 }),
  moneyColumn('owed', 'Sponsor Owes', { sort: 'desc' }),
  moneyColumn('matched', 'Matched'),
  moneyColumn('takenBack', 'Taken Back (refunds)'),
  numberColumn('gifts', 'Gifts'),
  moneyColumn('giftsAmount', 'Gifts Amount'),
  moneyColumn('cap', 'Cap'),
  textColumn('ratio', 'Ratio', { width: 90 }),
  textColumn('status', 'State', { width: 120 }),
  dateColumn('starts', 'Starts'),
  dateColumn('ends', 'Ends'),
];

/** /admin/reports/matches (docs/features/sponsor-matches.md): per sponsor, what was matched and what they owe, with CSV. */
export function MatchesReportPage() {
  const query = useMatchReport();
  const rows = useMemo(() => query.data?.map(toRow), [query.data]);
  return (
    <Stack gap="md">
      <PageHeader title="Matches Report" />
      <ReportGrid label="Matches report" fileName="matches-report" columns={COLUMNS} rows={rows} totalLabel="Total matches" loading={query.isFetching} error={query.error} />
    </Stack>
  );
}
