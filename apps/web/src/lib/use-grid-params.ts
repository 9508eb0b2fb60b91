import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { nextSort } from '../components/sortable-th.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A server-paged admin grid's state (docs/spec/back-office.md "Grids"): page, search, sort and any other
 * filter live in the URL, so Back returns to the same view. The typed search is sent once it
 * settles and starts again at page 1; a new sort or filter does too. Page 1, an empty search and
 * the default sort are left out of the URL.
 */
export function useGridParams(defaultSort = '') {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const sortBy = params.get('sortBy') ?? defaultSort;
  const [searchInput, setSearchInput] = useState(search);
  // Back and Forward change the URL: show its search in the box. Adjusted while rendering, when the
  // URL's search changes, rather than in an effect that would render twice.
  const [urlSearch, setUrlSearch] = useState(search);
  if (urlSearch !== search) {
    setUrlSearch(search);
    if (searchInput.trim() !== search) setSearchInput(search);
  }

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

  // The typed search goes to the URL once it settles (the callback reads this render's `search`).
  const commitSearch = useDebouncedCallback((typed: string) => {
    const value = typed.trim();
    if (value !== search) update({ search: value, page: null });
  }, SEARCH_DEBOUNCE_MS);

  return {
    page,
    search,
    sortBy,
    searchInput,
    /** The search box's change: shown at once, sent (from page 1) once it settles. */
    setSearchInput: (typed: string) => {
      setSearchInput(typed);
      commitSearch(typed);
    },
    /** A filter of the URL (e.g. the event year), or null. */
    param: (key: string) => params.get(key),
    /** Sets a filter and starts again at page 1. */
    setFilter: (key: string, value: string | null) => update({ [key]: value, page: null }),
    setPage: (next: number) => update({ page: next > 1 ? next : null }),
    /** A header click: the same column flips direction, another starts ascending; back to page 1. */
    sortByColumn: (field: string) => update({ sortBy: nextSort(sortBy, field), page: null }),
  };
}

export type GridParams = ReturnType<typeof useGridParams>;

/** How many event years a grid offers: the current one and those before it. */
const OFFERED_YEARS = 5;

/** The years a grid offers: the current event year and the four before it, newest first. */
export function recentYears(currentYear: number, count = OFFERED_YEARS): number[] {
  return Array.from({ length: count }, (_, i) => currentYear - i);
}

export interface YearFilter {
  /** The year in the URL (`?eventYear=`), or null: the current year. */
  chosen: number | null;
  /** The year listed: the chosen one, else the current one; null while the current year loads. */
  year: number | null;
  /** The years offered, newest first (the chosen one included); none while the current year loads. */
  years: number[];
  /** Lists another year; the current one is left out of the URL. */
  setYear(year: number): void;
}

/**
 * The event-year filter of a grid (docs/decisions/0102-event-year.md): the current event year unless `?eventYear=`
 * names another. `currentYear` is event settings' appYear (null while they load).
 */
export function yearFilter(grid: Pick<GridParams, 'param' | 'setFilter'>, currentYear: number | null): YearFilter {
  const raw = grid.param('eventYear');
  const chosen = raw !== null && /^\d{4}$/.test(raw) ? Number(raw) : null;
  const offered = currentYear === null ? [] : recentYears(currentYear);
  return {
    chosen,
    year: chosen ?? currentYear,
    years: chosen === null || currentYear === null || offered.includes(chosen) ? offered : [chosen, ...offered],
    setYear: (year) => grid.setFilter('eventYear', year === currentYear ? null : String(year)),
  };
}
