import { UI_MESSAGES, type TeamListItem } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { ActiveBadge, CellEmpty, CellNote, CellText, RowLink } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDollars } from '../../../lib/format.ts';

function CaptainCell({ captain }: { captain: TeamListItem['captainPerson'] }) {
  if (!captain) return <CellEmpty>{UI_MESSAGES.notAssigned}</CellEmpty>;
  return (
    <>
      <CellText>
        {captain.firstName} {captain.lastName}
      </CellText>
      <CellNote>{captain.email}</CellNote>
    </>
  );
}

/** The columns, in display order; `sort` is the server's field (the captain column does not sort). */
const COLUMNS: DataColumn<TeamListItem>[] = [
  { label: 'Name', sort: 'name', cell: (team) => <CellText strong>{team.name}</CellText> },
  { label: 'Captain', cell: (team) => <CaptainCell captain={team.captainPerson} /> },
  { label: 'City', sort: 'eventCity', cell: (team) => team.eventCity },
  { label: 'Raised', sort: 'totalRaised', numeric: true, cell: (team) => formatDollars(team.totalRaised) },
  { label: 'Participants', sort: 'participants', numeric: true, cell: (team) => team.participants },
  { label: 'Active', sort: 'active', cell: (team) => <ActiveBadge active={team.active} /> },
  { label: 'Actions', hideLabel: true, cell: (team) => <RowLink to={paths.team(team.id)} label={`Edit ${team.name}`}>Edit</RowLink> },
];

interface TeamsTableProps {
  teams: TeamListItem[];
  sortBy: string;
  onSort(field: string): void;
}

/** Back office "Grids: Teams": name, captain, city, raised, participants, active and an Edit button. */
export function TeamsTable({ teams, sortBy, onSort }: TeamsTableProps) {
  return <DataTable label="Teams" columns={COLUMNS} rows={teams} rowKey={(team) => team.id} minWidth={760} sortBy={sortBy} onSort={onSort} />;
}
