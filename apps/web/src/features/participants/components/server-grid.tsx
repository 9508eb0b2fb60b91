import type { ReactNode } from 'react';
import { Alert, Box, Group, Loader, NativeSelect, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@walkfund/domain';
import { Pager } from '../../../components/pager.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

interface GridToolbarProps {
  searchInput: string;
  onSearchInput(value: string): void;
  placeholder: string;
  /** What is loading, for screen readers ("participants"). */
  label: string;
  query: UseQueryResult<Paged<unknown>>;
  /** Filters beside the search (the event year). */
  children?: ReactNode;
}

/** Search box, filters and "Total: n" above a server-paged grid. */
export function GridToolbar({ searchInput, onSearchInput, placeholder, label, query, children }: GridToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search"
          placeholder={placeholder}
          type="search"
          value={searchInput}
          onChange={(event) => onSearchInput(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {children}
      </Group>
      <Group gap="sm">
        {query.isFetching && !query.isPending && <Loader size="xs" aria-label={`Loading ${label}`} />}
        {query.data && (
          <Text size="sm" fw={500} aria-live="polite">
            Total: {query.data.totalResults}
          </Text>
        )}
      </Group>
    </Group>
  );
}

interface YearSelectProps {
  years: number[];
  value: number;
  onChange(year: number): void;
}

/** The event year a grid lists (the current one by default). */
export function YearSelect({ years, value, onChange }: YearSelectProps) {
  const options = (years.includes(value) ? years : [value, ...years]).map(String);
  return <NativeSelect label="Event year" data={options} value={String(value)} onChange={(event) => onChange(Number(event.currentTarget.value))} w={120} />;
}

interface GridBodyProps<T> {
  query: UseQueryResult<Paged<T>>;
  label: string;
  /** Shown when the page has no rows. */
  emptyText: string;
  page: number;
  onPage(page: number): void;
  children(rows: T[]): ReactNode;
}

/** A server-paged grid's states: the error, loading, the empty text or the rows, and Prev/Next. */
export function GridBody<T>({ query, label, emptyText, page, onPage, children }: GridBodyProps<T>) {
  return (
    <>
      {query.isError && (
        <Alert color="red" title="Error" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      {query.isPending && <Loader aria-label={`Loading ${label}`} />}
      {query.data && (
        <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {query.data.results.length === 0 ? (
            <Text c="dimmed" py="lg">
              {emptyText}
            </Text>
          ) : (
            children(query.data.results)
          )}
        </Box>
      )}
      {query.data && <Pager page={page} totalPages={query.data.totalPages} onPage={onPage} />}
    </>
  );
}
