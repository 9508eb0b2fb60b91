import { Stack, Title } from '@mantine/core';
import { PARTICIPANTS_DEFAULT_SORT, useParticipants } from '../api/get-participants.ts';
import { ParticipantsTable } from '../components/participants-table.tsx';
import { GridBody, GridToolbar, YearSelect } from '../components/server-grid.tsx';
import { recentYears } from '../lib/format.ts';
import { useGridYear } from '../lib/use-event-year.ts';
import { useGridParams } from '../lib/use-grid-params.ts';

/** /participants (admin): the participants of the current event year, server-paged, searchable, sortable. */
export function ParticipantsPage() {
  const grid = useGridParams(PARTICIPANTS_DEFAULT_SORT);
  const { year, currentYear } = useGridYear(grid.param('eventYear'));
  const participants = useParticipants(year === null ? null : { eventYear: year, page: grid.page, search: grid.search, sortBy: grid.sortBy });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Participants
      </Title>
      <GridToolbar searchInput={grid.searchInput} onSearchInput={grid.setSearchInput} placeholder="Search participants" label="participants" query={participants}>
        {year !== null && currentYear !== null && (
          <YearSelect years={recentYears(currentYear)} value={year} onChange={(y) => grid.setFilter('eventYear', y === currentYear ? null : String(y))} />
        )}
      </GridToolbar>
      <GridBody query={participants} label="participants" emptyText="No participants found." page={grid.page} onPage={grid.setPage}>
        {(rows) => <ParticipantsTable participants={rows} sortBy={grid.sortBy} onSort={grid.sortByColumn} />}
      </GridBody>
    </Stack>
  );
}
