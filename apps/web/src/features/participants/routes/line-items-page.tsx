import { Stack, Title } from '@mantine/core';
import { LINE_ITEMS_DEFAULT_SORT, useLineItems } from '../api/get-line-items.ts';
import { LineItemsTable } from '../components/line-items-table.tsx';
import { GridBody, GridToolbar, YearSelect } from '../components/server-grid.tsx';
import { recentYears } from '../lib/format.ts';
import { LINE_ITEM_GRIDS, type LineItemGridKind } from '../lib/line-item-kinds.ts';
import { useGridYear } from '../lib/use-event-year.ts';
import { useGridParams } from '../lib/use-grid-params.ts';

/** A line-item grid of the current event year (GET /v1/lineitems/), server-paged, searchable, sortable. */
function LineItemsPage({ kind }: { kind: LineItemGridKind }) {
  const config = LINE_ITEM_GRIDS[kind];
  const grid = useGridParams(LINE_ITEMS_DEFAULT_SORT);
  const { year, currentYear } = useGridYear(grid.param('eventYear'));
  const items = useLineItems(year === null ? null : { type: config.type, eventYear: year, page: grid.page, search: grid.search, sortBy: grid.sortBy });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {config.title}
      </Title>
      <GridToolbar searchInput={grid.searchInput} onSearchInput={grid.setSearchInput} placeholder={`Search ${config.noun}`} label={config.noun} query={items}>
        {year !== null && currentYear !== null && (
          <YearSelect years={recentYears(currentYear)} value={year} onChange={(y) => grid.setFilter('eventYear', y === currentYear ? null : String(y))} />
        )}
      </GridToolbar>
      <GridBody query={items} label={config.noun} emptyText={`No ${config.noun} found.`} page={grid.page} onPage={grid.setPage}>
        {(rows) => <LineItemsTable grid={config} items={rows} sortBy={grid.sortBy} onSort={grid.sortByColumn} />}
      </GridBody>
    </Stack>
  );
}

/** /participants/donors: the Donations grid. */
export function DonationsPage() {
  return <LineItemsPage kind="donors" />;
}

/** /participants/runners: the Runners grid, with the Ship/Shipped link for virtual runners. */
export function RunnersPage() {
  return <LineItemsPage kind="runners" />;
}

/** /participants/products: the T-Shirts grid. */
export function TShirtsPage() {
  return <LineItemsPage kind="products" />;
}
