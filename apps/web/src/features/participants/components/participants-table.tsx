import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { PersonView } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { CellEmpty, CellNote, CellText, RowLink } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDollars } from '../../../lib/format.ts';
import { PAGE_STATUS_LABELS } from '../lib/fundraising-status.ts';

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
        // Never narrower than its word: a squeezed column cut it to "T…".
        <Badge variant="light" color="blue" miw="max-content" title={typeof p.team === 'object' ? p.team.name : undefined}>
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
  // The fundraising of the team of the person's year (docs/features/personal-pages.md); empty when on no team.
  { label: 'Raised', numeric: true, cell: (p) => (p.fundraising ? formatDollars(p.fundraising.raised) : '') },
  { label: 'Goal', numeric: true, cell: (p) => (p.fundraising ? formatDollars(p.fundraising.goal) : '') },
  {
    label: 'Page',
    cell: (p) => {
      const fundraising = p.fundraising;
      if (!fundraising) return <CellEmpty>—</CellEmpty>;
      if (fundraising.page === 'on' && fundraising.slug) {
        return (
          <Anchor component={Link} to={paths.fundraiser(fundraising.slug)} size="sm" aria-label={`Page of ${p.firstName} ${p.lastName}`}>
            On
          </Anchor>
        );
      }
      return fundraising.page === 'none' ? <CellEmpty>{PAGE_STATUS_LABELS.none}</CellEmpty> : <CellText>{PAGE_STATUS_LABELS[fundraising.page]}</CellText>;
    },
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
 * Life.Church (with its campus), raised, goal and page (docs/features/personal-pages.md), event city, event year and Edit.
 */
export function ParticipantsTable({ participants, sortBy, onSort }: ParticipantsTableProps) {
  return <DataTable label="Participants" columns={COLUMNS} rows={participants} rowKey={(p) => p.id} minWidth={1100} sortBy={sortBy} onSort={onSort} />;
}
