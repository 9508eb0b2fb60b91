import type { ReactNode } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { parseSortBy } from '@walkfund/domain';

export type SortDirection = 'asc' | 'desc';

interface SortableThProps {
  children: ReactNode;
  /** The direction when this column is the sort column, else null. */
  direction: SortDirection | null;
  onSort: () => void;
  /** Numbers are right-aligned under their header. */
  align?: 'left' | 'right';
}

/** A grid header that sorts by its column on click (toggling ascending and descending). */
export function SortableTh({ children, direction, onSort, align = 'left' }: SortableThProps) {
  const arrow = direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '';
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'} p={0}>
      <UnstyledButton onClick={onSort} px="sm" py="xs" w="100%" fw={700} fz="sm" ta={align} style={{ whiteSpace: 'nowrap' }}>
        {children}
        {arrow && (
          <span aria-hidden="true" style={{ marginLeft: 6, fontSize: '0.7em' }}>
            {arrow}
          </span>
        )}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The next `sortBy` after a header click: the same column flips direction, another column starts
 * ascending. Only the first term of `current` (`field:dir[,field:dir]`) is the grid's column.
 */
export function nextSort(current: string, field: string): string {
  const direction = sortDirectionOf(current, field);
  return `${field}:${direction === 'asc' ? 'desc' : 'asc'}`;
}

/** The direction of `field` when it is the first term of `sortBy`, else null. */
export function sortDirectionOf(sortBy: string, field: string): SortDirection | null {
  const [first] = parseSortBy(sortBy);
  return first?.field === field ? first.direction : null;
}
