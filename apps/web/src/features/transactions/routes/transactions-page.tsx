import { Group, Select, Stack } from '@mantine/core';
import { PAYMENT_METHODS, PAYMENT_METHOD_TYPES, TRANSACTIONS_DEFAULT_SORT, isPaymentMethodType } from '@walkfund/domain';
import { ServerGrid } from '../../../components/data-grid/server-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useGridParams, yearFilter } from '../../../lib/use-grid-params.ts';
import { useEventSettings } from '../../settings/index.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { PendingPaymentsSection } from '../components/pending-payments-section.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';

/**
 * /transactions: the current event year's transactions (docs/decisions/0102-event-year.md), paged by the server,
 * searchable and sortable. Page, search, sort and year live in the URL so Back returns here.
 */
export function TransactionsPage() {
  const grid = useGridParams(TRANSACTIONS_DEFAULT_SORT);
  const eventYear = yearFilter(grid, useEventSettings().data?.appYear ?? null);
  // docs/features/payment-methods.md: the Method filter, in the URL like the year.
  const methodParam = grid.param('method');
  const method = isPaymentMethodType(methodParam) ? methodParam : null;
  // No year in the URL: the server lists the current one.
  const transactions = useTransactions({ page: grid.page, search: grid.search, sortBy: grid.sortBy, eventYear: eventYear.chosen, method });

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
          <Group gap="sm" align="flex-end">
            {eventYear.years.length > 0 && (
              <Select
                label="Event year"
                data={eventYear.years.map(String)}
                value={String(eventYear.year)}
                onChange={(value) => value && eventYear.setYear(Number(value))}
                allowDeselect={false}
                w={120}
              />
            )}
            <Select
              label="Method"
              placeholder="Any method"
              data={PAYMENT_METHOD_TYPES.map((type) => ({ value: type, label: PAYMENT_METHODS[type].label }))}
              value={method}
              onChange={(value) => grid.setFilter('method', value)}
              clearable
              w={160}
            />
          </Group>
        }
      >
        {(rows) => <TransactionsTable transactions={rows} sortBy={grid.sortBy} onSort={grid.sortByColumn} />}
      </ServerGrid>
      <div id="pending">
        <PendingPaymentsSection />
      </div>
    </Stack>
  );
}
