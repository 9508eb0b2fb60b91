import type { ReactNode } from 'react';
import { Group, Loader, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@walkfund/domain';

/** "Total: n", announced when it changes (docs/spec/back-office.md "Grids": the total count). */
export function GridTotal({ total }: { total: number }) {
  return (
    <Text size="sm" fw={500} aria-live="polite">
      Total: {total}
    </Text>
  );
}

interface GridSearchProps {
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  /** "Search" unless the page has more than one search box. */
  label?: string;
}

/** A grid's search box (a searchbox named "Search"). */
export function GridSearch({ value, onChange, placeholder, label = 'Search' }: GridSearchProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

interface GridToolbarProps {
  /** What is loading, for screen readers ("participants"). */
  label: string;
  query: UseQueryResult<Paged<unknown>>;
  /** The search box and filters (the event year), or the list's heading. */
  children: ReactNode;
}

/** Above a server-paged grid: search and filters on the left; a loader while a page loads and "Total: n" on the right. */
export function GridToolbar({ label, query, children }: GridToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end" gap="sm">
        {children}
      </Group>
      <Group gap="sm">
        {query.isFetching && !query.isPending && <Loader size="xs" aria-label={`Loading ${label}`} />}
        {query.data && <GridTotal total={query.data.totalResults} />}
      </Group>
    </Group>
  );
}
