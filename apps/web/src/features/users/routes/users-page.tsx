import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { GridBody, GridToolbar } from '../../participants/components/server-grid.tsx';
import { useGridParams } from '../../participants/lib/use-grid-params.ts';
import { USERS_DEFAULT_SORT, useUsers } from '../api/get-users.ts';
import { UsersTable } from '../components/users-table.tsx';

/** /users (admin): every user, server-paged (100 a page), searchable and sortable, with Add New User. */
export function UsersPage() {
  const grid = useGridParams(USERS_DEFAULT_SORT);
  const users = useUsers({ page: grid.page, search: grid.search, sortBy: grid.sortBy });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Users
        </Title>
        <Button component={Link} to={paths.usersNew}>
          Add New User
        </Button>
      </Group>
      <GridToolbar searchInput={grid.searchInput} onSearchInput={grid.setSearchInput} placeholder="Search users" label="users" query={users} />
      <GridBody query={users} label="users" emptyText="No users found." page={grid.page} onPage={grid.setPage}>
        {(rows) => <UsersTable users={rows} sortBy={grid.sortBy} onSort={grid.sortByColumn} />}
      </GridBody>
    </Stack>
  );
}
