import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { UI_MESSAGES, type Role, type UserView } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { SortableTh, sortDirectionOf } from '../../../components/sortable-th.tsx';

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', captain: 'Captain' };

/** The columns the server sorts by (GET /v1/users sortBy). */
const SORT = { name: 'lastName', role: 'role', team: 'team', active: 'active' } as const;

function NameCell({ user }: { user: UserView }) {
  const person = typeof user.person === 'object' ? user.person : null;
  return (
    <>
      {person ? (
        <Text size="sm" fw={500}>
          {person.firstName} {person.lastName}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {UI_MESSAGES.noPersonAssigned}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {user.email}
      </Text>
    </>
  );
}

interface UsersTableProps {
  users: UserView[];
  sortBy: string;
  onSort(field: string): void;
}

/**
 * Back office "Grids: Users": name (email under it; "No Person Assigned" without a person), role
 * (admin highlighted), team (else "Unassigned"), active, and Edit to /user/{id}.
 */
export function UsersTable({ users, sortBy, onSort }: UsersTableProps) {
  const th = (label: string, field: string) => (
    <SortableTh direction={sortDirectionOf(sortBy, field)} onSort={() => onSort(field)}>
      {label}
    </SortableTh>
  );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            {th('Name', SORT.name)}
            {th('Role', SORT.role)}
            {th('Team', SORT.team)}
            {th('Active', SORT.active)}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const team = typeof user.team === 'object' ? user.team : null;
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <NameCell user={user} />
                </Table.Td>
                <Table.Td>
                  {user.role === 'admin' ? (
                    <Badge color="grape" variant="filled">
                      {ROLE_LABELS.admin}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      {ROLE_LABELS[user.role]}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {team ? (
                    <Text size="sm">{team.name}</Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {UI_MESSAGES.unassigned}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={user.active ? 'green' : 'gray'} variant="light">
                    {user.active ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button component={Link} to={paths.user(user.id)} size="xs" variant="light" aria-label={`Edit ${user.email}`}>
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
