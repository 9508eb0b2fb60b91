import { useEffect, useState } from 'react';
import { Alert, Box, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { TRANSACTIONS_DEFAULT_SORT } from '@walkfund/domain';
import { Pager } from '../../../components/pager.tsx';
import { nextSort } from '../../../components/sortable-th.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEventSettings } from '../../settings/api/get-event-settings.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { TransactionsTable } from '../components/transactions-table.tsx';

const SEARCH_DEBOUNCE_MS = 300;
/** Years offered besides the current one. */
const EARLIER_YEARS = 4;

/**
 * /transactions: the current event year's transactions (DECISIONS.md 2), paged by the server,
 * searchable and sortable. Page, search, sort and year live in the URL so Back returns here.
 */
export function TransactionsPage() {
  const [params, setParams] = useSearchParams();
  const settings = useEventSettings();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const sortBy = params.get('sortBy') ?? TRANSACTIONS_DEFAULT_SORT;
  const yearParam = Number(params.get('eventYear'));
  const eventYear = Number.isInteger(yearParam) && yearParam > 0 ? yearParam : null;
  const [searchInput, setSearchInput] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const transactions = useTransactions({ page, search, sortBy, eventYear });

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

  const currentYear = settings.data?.appYear;
  const years = currentYear ? Array.from({ length: EARLIER_YEARS + 1 }, (_, i) => String(currentYear - i)) : [];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Transactions
      </Title>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label="Search"
            placeholder="Name, email, city or team"
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          {years.length > 0 && (
            <Select
              label="Event year"
              data={years}
              value={String(eventYear ?? currentYear)}
              onChange={(value) => update({ eventYear: value && Number(value) !== currentYear ? value : null, page: null })}
              allowDeselect={false}
              w={120}
            />
          )}
        </Group>
        <Group gap="sm">
          {transactions.isFetching && !transactions.isPending && <Loader size="xs" aria-label="Loading transactions" />}
          {transactions.data && (
            <Text size="sm" fw={500} aria-live="polite">
              Total: {transactions.data.totalResults}
            </Text>
          )}
        </Group>
      </Group>
      {transactions.isError && (
        <Alert color="red" title="Error">
          {errorMessage(transactions.error)}
        </Alert>
      )}
      {transactions.isPending && <Loader aria-label="Loading transactions" />}
      {transactions.data && (
        <Box style={{ opacity: transactions.isPlaceholderData ? 0.6 : 1 }}>
          {transactions.data.results.length === 0 ? (
            <Text c="dimmed" py="lg">
              No transactions found.
            </Text>
          ) : (
            <TransactionsTable
              transactions={transactions.data.results}
              sortBy={sortBy}
              onSort={(field) => update({ sortBy: nextSort(sortBy, field), page: null })}
            />
          )}
        </Box>
      )}
      {transactions.data && <Pager page={page} totalPages={transactions.data.totalPages} onPage={(next) => update({ page: next > 1 ? next : null })} />}
    </Stack>
  );
}
