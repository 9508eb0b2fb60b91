import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { nextSort } from '../../../components/sortable-th.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A server-paged admin grid's state (back office "Grids"): page, search, sort and any other
 * filter live in the URL, so Back returns to the same view. The typed search is sent once it
 * settles and starts again at page 1; a new sort or filter does too.
 */
export function useGridParams(defaultSort: string) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const sortBy = params.get('sortBy') ?? defaultSort;
  const [searchInput, setSearchInput] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);

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

  useEffect(() => {
    if (debouncedSearch !== search) update({ search: debouncedSearch, page: null });
  }, [debouncedSearch]); // runs only when the typed search settles

  // Back and Forward change the URL: show its search in the box.
  useEffect(() => {
    setSearchInput((typed) => (typed.trim() === search ? typed : search));
  }, [search]);

  return {
    page,
    search,
    sortBy,
    searchInput,
    setSearchInput,
    /** A filter of the URL (e.g. the event year), or null. */
    param: (key: string) => params.get(key),
    /** Sets a filter and starts again at page 1. */
    setFilter: (key: string, value: string | null) => update({ [key]: value, page: null }),
    setPage: (next: number) => update({ page: next > 1 ? next : null }),
    /** A header click: the same column flips direction, another starts ascending; back to page 1. */
    sortByColumn: (field: string) => update({ sortBy: nextSort(sortBy, field), page: null }),
  };
}
