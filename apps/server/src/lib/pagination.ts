import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parseSortBy, type ListQuery, type Paged } from '@walkfund/domain';
import { AppError } from './app-error.ts';

/**
 * Turns `sortBy=field:asc,other:desc` into ORDER BY terms over the columns a list allows.
 * An unknown field is a 400 naming it; `tiebreak` keeps paging stable.
 */
export function orderByFromQuery(
  sortBy: string | undefined,
  sortable: Record<string, AnyPgColumn | SQL>,
  fallback: string,
  tiebreak: AnyPgColumn,
): SQL[] {
  const terms = parseSortBy(sortBy ?? fallback);
  const order = terms.map(({ field, direction }) => {
    // Own keys only: `sortable.__proto__` or `sortable.toString` is inherited, not a column.
    const column = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
    if (!column) throw AppError.badRequest(`sortBy: cannot sort by "${field}". Allowed: ${Object.keys(sortable).join(', ')}.`);
    return direction === 'desc' ? desc(column) : asc(column);
  });
  order.push(desc(tiebreak));
  return order;
}

/** The paging envelope of every list endpoint. */
export function pagedResult<T>(results: T[], totalResults: number, query: Pick<ListQuery, 'page' | 'limit'>): Paged<T> {
  return {
    results,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalResults / query.limit),
    totalResults,
  };
}

export function offsetOf(query: Pick<ListQuery, 'page' | 'limit'>): number {
  return (query.page - 1) * query.limit;
}

/** `populate=a,b` as a set, refusing names the list does not know. */
export function populateSet(populate: string | undefined, allowed: readonly string[]): Set<string> {
  const names = (populate ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const name of names) {
    if (!allowed.includes(name)) throw AppError.badRequest(`populate: unknown relation "${name}". Allowed: ${allowed.join(', ') || 'none'}.`);
  }
  return new Set(names);
}

export { count };
