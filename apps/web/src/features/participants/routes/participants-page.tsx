import { Stack } from '@mantine/core';
import { ServerGrid } from '../../../components/data-grid/server-grid.tsx';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useGridParams, yearFilter } from '../../../lib/use-grid-params.ts';
import { useEventSettings } from '../../settings/index.ts';
import { PARTICIPANTS_DEFAULT_SORT, useParticipants } from '../api/get-participants.ts';
import { ParticipantsTable } from '../components/participants-table.tsx';

/** /participants (admin): the participants of the current event year, server-paged, searchable, sortable. */
export function ParticipantsPage() {
  const grid = useGridParams(PARTICIPANTS_DEFAULT_SORT);
  const eventYear = yearFilter(grid, useEventSettings().data?.appYear ?? null);
  const { year } = eventYear;
  const participants = useParticipants(year === null ? null : { eventYear: year, page: grid.page, search: grid.search, sortBy: grid.sortBy });

  return (
    <Stack gap="md">
      <PageHeader title="Participants" />
      <ServerGrid
        grid={grid}
        query={participants}
        label="participants"
        searchPlaceholder="Search participants"
        emptyText="No participants found."
        filters={<YearSelect filter={eventYear} />}
      >
        {(rows) => <ParticipantsTable participants={rows} sortBy={grid.sortBy} onSort={grid.sortByColumn} />}
      </ServerGrid>
    </Stack>
  );
}
