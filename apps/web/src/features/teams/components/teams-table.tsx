import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { UI_MESSAGES, formatCents, toCents } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { SortableTh, sortDirectionOf } from '../../../components/sortable-th.tsx';
import type { TeamListItem } from '../api/get-teams.ts';

/** Columns the server sorts by, in display order (the captain column is not sortable). */
const SORTABLE = { name: 'name', city: 'eventCity', raised: 'totalRaised', participants: 'participants', active: 'active' } as const;

interface TeamsTableProps {
  teams: TeamListItem[];
  sortBy: string;
  onSort: (field: string) => void;
}

function CaptainCell({ captain }: { captain: TeamListItem['captainPerson'] }) {
  if (!captain) {
    return (
      <Text size="sm" c="dimmed">
        {UI_MESSAGES.notAssigned}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">
        {captain.firstName} {captain.lastName}
      </Text>
      <Text size="xs" c="dimmed">
        {captain.email}
      </Text>
    </>
  );
}

/** Back office "Grids: Teams": name, captain, city, raised, participants, active and an Edit button. */
export function TeamsTable({ teams, sortBy, onSort }: TeamsTableProps) {
  const th = (label: string, field: string, align: 'left' | 'right' = 'left') => (
    <SortableTh direction={sortDirectionOf(sortBy, field)} onSort={() => onSort(field)} align={align}>
      {label}
    </SortableTh>
  );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Teams">
        <Table.Thead>
          <Table.Tr>
            {th('Name', SORTABLE.name)}
            <Table.Th>Captain</Table.Th>
            {th('City', SORTABLE.city)}
            {th('Raised', SORTABLE.raised, 'right')}
            {th('Participants', SORTABLE.participants, 'right')}
            {th('Active', SORTABLE.active)}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team) => (
            <Table.Tr key={team.id}>
              <Table.Td fw={500}>{team.name}</Table.Td>
              <Table.Td>
                <CaptainCell captain={team.captainPerson} />
              </Table.Td>
              <Table.Td>{team.eventCity}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCents(toCents(team.totalRaised))}
              </Table.Td>
              <Table.Td ta="right">{team.participants}</Table.Td>
              <Table.Td>
                <Badge color={team.active ? 'green' : 'gray'} variant="light">
                  {team.active ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button component={Link} to={paths.team(team.id)} size="xs" variant="light">
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
