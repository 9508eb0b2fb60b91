import type { ZodType, output } from 'zod';
import { MAX_PAGE_LIMIT, pagedSchema } from '@walkfund/domain';
import { apiFetch, type ApiRequest } from '../../../lib/api-client.ts';

/** Pages asked for at once after the first: enough to hide latency, few enough not to crowd the server. */
export const REPORT_PAGE_CONCURRENCY = 3;

type ReportQuery = NonNullable<ApiRequest['query']>;

interface PageOptions {
  signal?: AbortSignal;
  limit?: number;
  concurrency?: number;
}

export interface AllPages<T> {
  results: T[];
  totalResults: number;
}

/**
 * Every row of a paged list call (a report): the first page at the largest limit the API takes
 * (5,000), then the other pages a few at a time, joined in page order. A 100,000-row report is
 * 20 requests. The sort must be total (the API adds the id as a tie-break), so pages neither
 * overlap nor skip rows. `item` is the domain schema of one row (the pages are checked against it
 * in development and tests, lib/api-client.ts).
 */
export async function fetchAllPages<S extends ZodType>(
  path: string,
  query: ReportQuery,
  options: PageOptions & { item: S },
): Promise<AllPages<output<S>>> {
  type T = output<S>;
  const { item, signal, limit = MAX_PAGE_LIMIT, concurrency = REPORT_PAGE_CONCURRENCY } = options;
  const schema = pagedSchema(item);
  const page = (n: number) => apiFetch(path, { query: { ...query, limit, page: n }, signal, schema });
  const first = await page(1);
  const pages: T[][] = new Array<T[]>(Math.max(first.totalPages, 1));
  pages[0] = first.results;
  let next = 2;
  const worker = async () => {
    while (next <= first.totalPages) {
      const n = next++;
      pages[n - 1] = (await page(n)).results;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(first.totalPages - 1, 0)) }, worker));
  return { results: pages.flat(), totalResults: first.totalResults };
}
