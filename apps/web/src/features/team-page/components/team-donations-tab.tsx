import { Stack } from '@mantine/core';
import type { LineItemView, TeamDetail } from '@walkfund/domain';
import { CellNote } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDate, formatDollars } from '../../../lib/format.ts';
import { useTeamDonations } from '../api/get-team-donations.ts';
import { QueryState } from './query-state.tsx';
import { TabListHeader } from './tab-list-header.tsx';

/** The name a team page shows for a donation: "Anonymous" for an anonymous donor. */
export function donorName(item: Pick<LineItemView, 'anonymous' | 'donorName'>): string {
  return item.anonymous ? 'Anonymous' : item.donorName;
}

const COLUMNS: DataColumn<LineItemView>[] = [
  { label: 'Donor', cell: donorName },
  {
    label: 'Amount',
    numeric: true,
    // A refund's own line is said to be one (docs/decisions/0122-refunds-and-audit-log.md).
    cell: (item) => (
      <>
        {formatDollars(item.amount)}
        {item.refundOf !== null && <CellNote>Refund</CellNote>}
      </>
    ),
  },
  { label: 'Date', nowrap: true, cell: (item) => formatDate(item.createdAt) },
];

/** Team Donations (docs/spec/back-office.md §2): the donations of the team's year, newest first. */
export function TeamDonationsTab({ team }: { team: TeamDetail }) {
  const donations = useTeamDonations(team.id, team.year);
  if (!donations.data) return <QueryState isPending={donations.isPending} error={donations.error} label="donations" />;
  return (
    <Stack gap="sm">
      <TabListHeader caption={`Donations for ${team.year}`} total={donations.data.totalResults} />
      <DataTable
        label="Team donations"
        columns={COLUMNS}
        rows={donations.data.results}
        rowKey={(item) => item.id}
        minWidth={420}
        emptyText="No donations yet."
        highlightOnHover={false}
      />
    </Stack>
  );
}
