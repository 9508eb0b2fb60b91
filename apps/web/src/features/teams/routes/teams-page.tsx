import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ServerGrid } from '../../../components/data-grid/server-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useGridParams } from '../../../lib/use-grid-params.ts';
import { TEAMS_DEFAULT_SORT, useTeams } from '../api/get-teams.ts';
import { TeamsTable } from '../components/teams-table.tsx';

/**
 * /teams, the admin landing: the server-paged teams grid. Page, search and sort live in the URL
 * so Back returns to the same view.
 */
export function TeamsPage() {
  const grid = useGridParams(TEAMS_DEFAULT_SORT);
  const teams = useTeams({ page: grid.page, search: grid.search, sortBy: grid.sortBy });

  return (
    <Stack gap="md">
      <PageHeader title="Teams">
        <Button component={Link} to={paths.createTeam} variant="light">
          Create a Team
        </Button>
        <Button component={Link} to={paths.teamsNew}>
          Add New Team
        </Button>
      </PageHeader>
      <ServerGrid grid={grid} query={teams} label="teams" searchPlaceholder="Search teams" emptyText="No teams found.">
        {(rows) => <TeamsTable teams={rows} sortBy={grid.sortBy} onSort={grid.sortByColumn} />}
      </ServerGrid>
    </Stack>
  );
}
