import { Badge, Text } from '@mantine/core';
import { UI_MESSAGES, type Role, type UserView } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { ActiveBadge, CellEmpty, CellNote, CellText, RowLink } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', captain: 'Captain', participant: 'Fundraiser', volunteer: 'Volunteer' };

function NameCell({ user }: { user: UserView }) {
  const person = typeof user.person === 'object' ? user.person : null;
  return (
    <>
      {person ? (
        <CellText strong>
          {person.firstName} {person.lastName}
        </CellText>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {UI_MESSAGES.noPersonAssigned}
        </Text>
      )}
      <CellNote>{user.email}</CellNote>
    </>
  );
}

/** The columns; `sort` is the server's field (GET /v1/users sortBy). */
const COLUMNS: DataColumn<UserView>[] = [
  { label: 'Name', sort: 'lastName', cell: (user) => <NameCell user={user} /> },
  {
    label: 'Role',
    sort: 'role',
    cell: (user) =>
      user.role === 'admin' ? (
        <Badge color="grape" variant="filled">
          {ROLE_LABELS.admin}
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          {ROLE_LABELS[user.role]}
        </Badge>
      ),
  },
  {
    label: 'Team',
    sort: 'team',
    cell: (user) => (typeof user.team === 'object' && user.team ? <CellText>{user.team.name}</CellText> : <CellEmpty>{UI_MESSAGES.unassigned}</CellEmpty>),
  },
  { label: 'Active', sort: 'active', cell: (user) => <ActiveBadge active={user.active} /> },
  {
    label: 'Actions',
    hideLabel: true,
    cell: (user) => (
      <RowLink to={paths.user(user.id)} label={`Edit ${user.email}`}>
        Edit
      </RowLink>
    ),
  },
];

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
  return <DataTable label="Users" columns={COLUMNS} rows={users} rowKey={(user) => user.id} minWidth={720} sortBy={sortBy} onSort={onSort} />;
}
