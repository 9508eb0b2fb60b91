import { Select, Stack } from '@mantine/core';
import { TRANSACTIONS_DEFAULT_SORT } from '@walkfund/domain';
import { ServerGrid } from '../../../components/data-grid/server-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useGridParams, yearFilter } from '../../../lib/use-grid-params.ts';
import { useEventSettings } from '../../settings/index.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { TransactionsTable } from '../components/transactions-table.tsx';

/**
 * /transactions: the current event year's transactions (docs/decisions/0102-event-year.md), paged by the server,
 * searchable and sortable. Page, search, sort and year live in the URL so Back returns here.
 */
export function TransactionsPage() {
  const grid = useGridParams(TRANSACTIONS_DEFAULT_SORT);
  const eventYear = yearFilter(grid, useEventSettings().data?.appYear ?? null);
  // No year in the URL: the server lists the current one.
  const transactions = useTransactions({ page: grid.page, search: grid.search, sortBy: grid.sortBy, eventYear: eventYear.chosen });

  return (
    <Stack gap="md">
      <PageHeader title="Transactions" />
      <ServerGrid
        grid={grid}
        query={transactions}
        label="transactions"
        searchPlaceholder="Name, email, city or team"
        emptyText="No transactions found."
        filters={
          eventYear.years.length > 0 && (
            <Select
              label="Event year"
              data={eventYear.years.map(String)}
              value={String(eventYear.year)}
              onChange={(value) => value && eventYear.setYear(Number(value))}
              allowDeselect={false}
              w={120}
            />
          )
        }
      >
        {(rows) => <TransactionsTable transactions={rows} sortBy={grid.sortBy} onSort={grid.sortByColumn} />}
      </ServerGrid>
    </Stack>
  );
}
