import { useEffect, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Pager } from '../../../components/pager.tsx';
import { nextSort } from '../../../components/sortable-th.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { TEAMS_DEFAULT_SORT, useTeams } from '../api/get-teams.ts';
import { TeamsTable } from '../components/teams-table.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /teams, the admin landing: the server-paged teams grid. Page, search and sort live in the URL
 * so Back returns to the same view.
 */
export function TeamsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const sortBy = params.get('sortBy') ?? TEAMS_DEFAULT_SORT;
  const [searchInput, setSearchInput] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const teams = useTeams({ page, search, sortBy });

  const update = (changes: Record<string, string | number | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  // A new search starts again at page 1.
  useEffect(() => {
    if (debouncedSearch !== search) update({ search: debouncedSearch, page: null });
  }, [debouncedSearch]); // runs only when the typed search settles

  // Back and Forward change the URL: show its search in the box.
  useEffect(() => {
    setSearchInput((typed) => (typed.trim() === search ? typed : search));
  }, [search]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Teams
        </Title>
        <Group gap="xs">
          <Button component={Link} to={paths.createTeam} variant="light">
            Create a Team
          </Button>
          <Button component={Link} to={paths.teamsNew}>
            Add New Team
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Search teams"
          type="search"
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Group gap="sm">
          {teams.isFetching && !teams.isPending && <Loader size="xs" aria-label="Loading teams" />}
          {teams.data && (
            <Text size="sm" fw={500} aria-live="polite">
              Total: {teams.data.totalResults}
            </Text>
          )}
        </Group>
      </Group>
      {teams.isError && (
        <Alert color="red" title="Error">
          {errorMessage(teams.error)}
        </Alert>
      )}
      {teams.isPending && <Loader aria-label="Loading teams" />}
      {teams.data && (
        <Box style={{ opacity: teams.isPlaceholderData ? 0.6 : 1 }}>
          {teams.data.results.length === 0 ? (
            <Text c="dimmed" py="lg">
              No teams found.
            </Text>
          ) : (
            <TeamsTable teams={teams.data.results} sortBy={sortBy} onSort={(field) => update({ sortBy: nextSort(sortBy, field), page: null })} />
          )}
        </Box>
      )}
      {teams.data && <Pager page={page} totalPages={teams.data.totalPages} onPage={(next) => update({ page: next > 1 ? next : null })} />}
    </Stack>
  );
}
