import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '@walkfund/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { fetchAllPages, REPORT_PAGE_CONCURRENCY } from './fetch-all-pages.ts';

/** A paged list of `total` numbered rows served `limit` a page; later pages answer sooner, to mix up arrival order. */
function serveRows(total: number) {
  let inFlight = 0;
  let most = 0;
  const mock = mockFetch(async (r) => {
    if (r.path !== '/v1/things/') return undefined;
    const page = Number(r.query.get('page'));
    const limit = Number(r.query.get('limit'));
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 20 - page * 2)));
    inFlight -= 1;
    const start = (page - 1) * limit;
    const results = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => ({ n: start + i }));
    return jsonResponse({ results, page, limit, totalPages: Math.ceil(total / limit), totalResults: total });
  });
  return { ...mock, mostAtOnce: () => most };
}

/** The schema of one row of the served list. */
const row = z.object({ n: z.number() });

describe('fetchAllPages (a report loads every row)', () => {
  it('asks for the largest page, then the rest a few at a time, and joins them in page order', async () => {
    const served = serveRows(23);
    const all = await fetchAllPages('/things/', { type: 'donation', eventYear: 2025 }, { item: row, limit: 3 });
    expect(all.totalResults).toBe(23);
    expect(all.results.map((r) => r.n)).toEqual(Array.from({ length: 23 }, (_, i) => i));
    const requests = served.calls('GET', '/v1/things/');
    expect(requests.map((r) => Number(r.query.get('page'))).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(requests[0]!.query.get('page')).toBe('1');
    for (const r of requests) expect(Object.fromEntries(r.query)).toMatchObject({ type: 'donation', eventYear: '2025', limit: '3' });
    expect(served.mostAtOnce()).toBe(REPORT_PAGE_CONCURRENCY);
  });

  it('pages at the API maximum by default: a report of one page is one request', async () => {
    const served = serveRows(2);
    const all = await fetchAllPages('/things/', { sortBy: 'createdAt:desc' }, { item: row });
    expect(all).toEqual({ results: [{ n: 0 }, { n: 1 }], totalResults: 2 });
    const requests = served.calls('GET', '/v1/things/');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.query.get('limit')).toBe(String(MAX_PAGE_LIMIT));
  });

  it('answers no rows for an empty report', async () => {
    serveRows(0);
    expect(await fetchAllPages('/things/', {}, { item: row })).toEqual({ results: [], totalResults: 0 });
  });

  it('fails when a page fails', async () => {
    mockFetch((r) => (r.query.get('page') === '2' ? jsonResponse({ code: 500, message: 'Boom.' }, 500) : jsonResponse({ results: [{ n: 1 }], page: 1, limit: 1, totalPages: 3, totalResults: 3 })));
    await expect(fetchAllPages('/things/', {}, { item: row, limit: 1 })).rejects.toThrow('Boom.');
  });
});
