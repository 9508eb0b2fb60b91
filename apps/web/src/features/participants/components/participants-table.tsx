import { Badge } from '@mantine/core';
import type { PersonView } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { CellEmpty, CellNote, CellText, RowLink } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';

/** The columns; `sort` is the server's field (GET /v1/persons/ sortBy). */
const COLUMNS: DataColumn<PersonView>[] = [
  {
    label: 'Name',
    sort: 'lastName',
    cell: (p) => (
      <>
        <CellText strong>
          {p.firstName} {p.lastName}
        </CellText>
        <CellNote>{p.email}</CellNote>
      </>
    ),
  },
  {
    label: 'Team',
    cell: (p) =>
      p.team !== null ? (
        <Badge variant="light" color="blue" title={typeof p.team === 'object' ? p.team.name : undefined}>
          Team
        </Badge>
      ) : (
        <CellEmpty>No</CellEmpty>
      ),
  },
  { label: 'Phone', sort: 'phone', nowrap: true, cell: (p) => p.phone ?? '' },
  { label: 'Email', sort: 'email', cell: (p) => p.email },
  {
    label: 'Life.Church',
    sort: 'lifeChurch',
    cell: (p) =>
      p.lifeChurch ? (
        <>
          <CellText>Yes</CellText>
          {p.lifeChurchLocation && <CellNote>{p.lifeChurchLocation}</CellNote>}
        </>
      ) : (
        <CellText>No</CellText>
      ),
  },
  { label: 'Event City', sort: 'eventCity', cell: (p) => p.eventCity ?? '' },
  { label: 'Event Year', sort: 'eventYear', cell: (p) => p.eventYear },
  {
    label: 'Actions',
    hideLabel: true,
    cell: (p) => (
      <RowLink to={paths.participant(p.id)} label={`Edit ${p.firstName} ${p.lastName}`}>
        Edit
      </RowLink>
    ),
  },
];

interface ParticipantsTableProps {
  participants: PersonView[];
  sortBy: string;
  onSort(field: string): void;
}

/**
 * Back office "Grids: Participants": name (email under it), hasTeam (Team or No), phone, email,
 * Life.Church (with its campus), event city, event year and Edit.
 */
export function ParticipantsTable({ participants, sortBy, onSort }: ParticipantsTableProps) {
  return <DataTable label="Participants" columns={COLUMNS} rows={participants} rowKey={(p) => p.id} minWidth={900} sortBy={sortBy} onSort={onSort} />;
}
