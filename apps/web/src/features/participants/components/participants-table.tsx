import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { PersonView } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { SortableTh, sortDirectionOf } from '../../../components/sortable-th.tsx';

/** The columns the server sorts by (GET /v1/persons/ sortBy). */
const SORT = { name: 'lastName', phone: 'phone', email: 'email', lifeChurch: 'lifeChurch', city: 'eventCity', year: 'eventYear' } as const;

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
  const th = (label: string, field: string) => (
    <SortableTh direction={sortDirectionOf(sortBy, field)} onSort={() => onSort(field)}>
      {label}
    </SortableTh>
  );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Participants">
        <Table.Thead>
          <Table.Tr>
            {th('Name', SORT.name)}
            <Table.Th>Team</Table.Th>
            {th('Phone', SORT.phone)}
            {th('Email', SORT.email)}
            {th('Life.Church', SORT.lifeChurch)}
            {th('Event City', SORT.city)}
            {th('Event Year', SORT.year)}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {participants.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {p.firstName} {p.lastName}
                </Text>
                <Text size="xs" c="dimmed">
                  {p.email}
                </Text>
              </Table.Td>
              <Table.Td>
                {p.team !== null ? (
                  <Badge variant="light" color="blue" title={typeof p.team === 'object' ? p.team.name : undefined}>
                    Team
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    No
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.phone ?? ''}</Table.Td>
              <Table.Td>{p.email}</Table.Td>
              <Table.Td>
                {p.lifeChurch ? (
                  <>
                    <Text size="sm">Yes</Text>
                    {p.lifeChurchLocation && (
                      <Text size="xs" c="dimmed">
                        {p.lifeChurchLocation}
                      </Text>
                    )}
                  </>
                ) : (
                  <Text size="sm">No</Text>
                )}
              </Table.Td>
              <Table.Td>{p.eventCity ?? ''}</Table.Td>
              <Table.Td>{p.eventYear}</Table.Td>
              <Table.Td>
                <Button component={Link} to={paths.participant(p.id)} size="xs" variant="light" aria-label={`Edit ${p.firstName} ${p.lastName}`}>
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
