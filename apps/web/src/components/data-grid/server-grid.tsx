import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@walkfund/domain';
import type { GridParams } from '../../lib/use-grid-params.ts';
import type { PagerLabels } from '../pager.tsx';
import { GridBody } from './grid-body.tsx';
import { GridSearch, GridToolbar } from './grid-toolbar.tsx';

interface ServerGridProps<T> {
  /** The URL state (useGridParams): the page and the typed search. */
  grid: Pick<GridParams, 'page' | 'setPage' | 'searchInput' | 'setSearchInput'>;
  query: UseQueryResult<Paged<T>>;
  /** What the grid lists, for the loaders ("Loading participants"). */
  label: string;
  searchPlaceholder: string;
  emptyText: string;
  /** Filters beside the search (the event year). */
  filters?: ReactNode;
  /** Prev/Next texts other than "Prev" and "Next". */
  pagerLabels?: PagerLabels;
  /** The table of a page's rows. */
  children(rows: T[]): ReactNode;
}

/**
 * An admin list paged by the server (docs/spec/back-office.md "Grids"): the search box and filters, the total,
 * the page's rows or the empty text, and Prev/Next. Goes in a Stack under the page's title.
 */
export function ServerGrid<T>({ grid, query, label, searchPlaceholder, emptyText, filters, pagerLabels, children }: ServerGridProps<T>) {
  return (
    <>
      <GridToolbar label={label} query={query}>
        <GridSearch value={grid.searchInput} onChange={grid.setSearchInput} placeholder={searchPlaceholder} />
        {filters}
      </GridToolbar>
      <GridBody query={query} label={label} emptyText={emptyText} page={grid.page} onPage={grid.setPage} pagerLabels={pagerLabels}>
        {children}
      </GridBody>
    </>
  );
}
