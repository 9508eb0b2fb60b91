import { Stack } from '@mantine/core';
import { ServerGrid } from '../../../components/data-grid/server-grid.tsx';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useGridParams, yearFilter } from '../../../lib/use-grid-params.ts';
import { useEventSettings } from '../../settings/index.ts';
import { LINE_ITEMS_DEFAULT_SORT, useLineItems } from '../api/get-line-items.ts';
import { LineItemsTable } from '../components/line-items-table.tsx';
import { LINE_ITEM_GRIDS, type LineItemGridKind } from '../lib/line-item-kinds.ts';

/** A line-item grid of the current event year (GET /v1/lineitems/), server-paged, searchable, sortable. */
function LineItemsPage({ kind }: { kind: LineItemGridKind }) {
  const config = LINE_ITEM_GRIDS[kind];
  const grid = useGridParams(LINE_ITEMS_DEFAULT_SORT);
  const eventYear = yearFilter(grid, useEventSettings().data?.appYear ?? null);
  const { year } = eventYear;
  const items = useLineItems(year === null ? null : { type: config.type, eventYear: year, page: grid.page, search: grid.search, sortBy: grid.sortBy });

  return (
    <Stack gap="md">
      <PageHeader title={config.title} />
      <ServerGrid
        grid={grid}
        query={items}
        label={config.noun}
        searchPlaceholder={`Search ${config.noun}`}
        emptyText={`No ${config.noun} found.`}
        filters={<YearSelect filter={eventYear} />}
      >
        {(rows) => <LineItemsTable grid={config} items={rows} sortBy={grid.sortBy} onSort={grid.sortByColumn} />}
      </ServerGrid>
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
