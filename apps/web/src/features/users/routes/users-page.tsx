import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ServerGrid } from '../../../components/data-grid/server-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useGridParams } from '../../../lib/use-grid-params.ts';
import { USERS_DEFAULT_SORT, useUsers } from '../api/get-users.ts';
import { UsersTable } from '../components/users-table.tsx';

/** /users (admin): every user, server-paged (100 a page), searchable and sortable, with Add New User. */
export function UsersPage() {
  const grid = useGridParams(USERS_DEFAULT_SORT);
  const users = useUsers({ page: grid.page, search: grid.search, sortBy: grid.sortBy });
  return (
    <Stack gap="md">
      <PageHeader title="Users">
        <Button component={Link} to={paths.usersNew}>
          Add New User
        </Button>
      </PageHeader>
      <ServerGrid grid={grid} query={users} label="users" searchPlaceholder="Search users" emptyText="No users found.">
        {(rows) => <UsersTable users={rows} sortBy={grid.sortBy} onSort={grid.sortByColumn} />}
      </ServerGrid>
    </Stack>
  );
}
