import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { matchRatioLabel, type MatchView } from '@walkfund/domain';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatDollars } from '../../../lib/format.ts';
import { MatchStatusBadge } from './match-status-badge.tsx';

const covers = (m: MatchView) => (m.scope === 'team' ? (m.team?.name ?? 'A removed team') : m.scope === 'city' ? (m.eventCity ?? '') : 'Whole event');

/** The matches, each with its state, money and an End button while it has not ended. */
export function MatchesTable({ matches, ending, onEnd }: { matches: MatchView[]; ending: number | null; onEnd(match: MatchView): void }) {
  const columns: DataColumn<MatchView>[] = [
    { label: 'Sponsor', cell: (m) => <Anchor component={Link} to={paths.match(m.id)}>{m.sponsorName}</Anchor> },
    { label: 'State', cell: (m) => <MatchStatusBadge status={m.status} /> },
    { label: 'Ratio', cell: (m) => matchRatioLabel(m.ratio) },
    { label: 'Covers', cell: covers },
    { label: 'Matched', numeric: true, cell: (m) => formatDollars(m.matched) },
    { label: 'Cap', numeric: true, cell: (m) => formatDollars(m.cap) },
    { label: 'Left', numeric: true, cell: (m) => formatDollars(m.remaining) },
    { label: 'Gifts', numeric: true, cell: (m) => m.gifts },
    { label: 'Dates', nowrap: true, cell: (m) => `${formatDate(m.startsAt)} – ${formatDate(m.endsAt)}` },
    {
      label: 'Actions',
      hideLabel: true,
      cell: (m) =>
        m.status === 'ended' ? null : (
          <Button size="compact-sm" variant="light" color="red" loading={ending === m.id} onClick={() => onEnd(m)} aria-label={`End the match by ${m.sponsorName}`}>
            End now
          </Button>
        ),
    },
  ];
  return <DataTable label="Sponsor matches" columns={columns} rows={matches} rowKey={(m) => m.id} minWidth={900} emptyText="No matches yet." />;
}
