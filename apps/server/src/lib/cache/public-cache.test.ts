import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { BEST_BROTLI_MIN_BYTES, PublicCache, encodedBody, replayFor } from './public-cache.ts';

function cacheAt(clock: { now: number }) {
  return new PublicCache({ maxAgeMs: { totals: 2000, content: 5000 }, maxEntries: 3, now: () => clock.now });
}
const answer = (body: string) => ({ headers: { 'content-type': 'application/json; charset=utf-8' }, body });

describe('PublicCache', () => {
  it('serves a stored answer until a write of its kind, and totals writes leave content answers alone', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    cache.store('/settings', cache.ticket('content'), answer('{"a":1}'));
    cache.store('/team', cache.ticket('totals'), answer('{"total":1}'));
    expect(cache.get('/settings')?.body).toBe('{"a":1}');

    cache.invalidate('totals');
    expect(cache.get('/team')).toBeUndefined();
    expect(cache.get('/settings')?.body).toBe('{"a":1}');

    cache.invalidate('content');
    expect(cache.get('/settings')).toBeUndefined();
  });

  it('never keeps an answer read before a write that happened while it was being read', () => {
    const cache = cacheAt({ now: 0 });
    const ticket = cache.ticket('content');
    cache.invalidate('content');
    cache.store('/settings', ticket, answer('{"old":true}'));
    expect(cache.get('/settings')).toBeUndefined();

    const totalsTicket = cache.ticket('totals');
    cache.invalidate('totals');
    cache.store('/team', totalsTicket, answer('{"total":1}'));
    expect(cache.get('/team')).toBeUndefined();
  });

  it('reads totals again after two seconds and the rest after five, whatever the writes', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    cache.store('/settings', cache.ticket('content'), answer('{}'));
    cache.store('/team', cache.ticket('totals'), answer('{}'));
    clock.now = 1999;
    expect(cache.get('/team')).toBeDefined();
    clock.now = 2000;
    expect(cache.get('/team')).toBeUndefined();
    expect(cache.get('/settings')).toBeDefined();
    clock.now = 5000;
    expect(cache.get('/settings')).toBeUndefined();
  });

  it('holds a bounded number of URLs', () => {
    const cache = cacheAt({ now: 0 });
    for (const url of ['/a', '/b', '/c', '/d']) cache.store(url, cache.ticket('content'), answer('{}'));
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.get('/d')).toBeDefined();
  });
});

describe('encodedBody', () => {
  const big = answer(JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Team ${id}` }))));

  it('sends brotli or gzip as the client accepts, compressed once', () => {
    const br = encodedBody(big, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(encodedBody(big, 'gzip, deflate, br').body).toBe(br.body);
    const gz = encodedBody(big, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(big.body);
  });

  it('compresses a body once, even when the same body is read again after its answer expired', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    cache.store('/teams', cache.ticket('content'), answer(big.body));
    const first = encodedBody(cache.get('/teams')!, 'br').body;
    clock.now = 6000;
    expect(cache.get('/teams')).toBeUndefined();
    cache.store('/teams', cache.ticket('content'), answer(big.body));
    expect(encodedBody(cache.get('/teams')!, 'br').body).toBe(first);
    cache.store('/teams', cache.ticket('content'), answer(`${big.body} `));
    expect(encodedBody(cache.get('/teams')!, 'br').body).not.toBe(first);
  });

  it("sends a large body's smallest brotli once a worker thread has made it, with its own length", async () => {
    const large = answer(JSON.stringify(Array.from({ length: 2000 }, (_, id) => ({ id, name: `Team ${(id * 7919) % 1000} of ${id}`, city: id % 3 ? 'Tulsa' : 'Oklahoma City' }))));
    expect(large.body.length).toBeGreaterThan(BEST_BROTLI_MIN_BYTES);
    const cache = cacheAt({ now: 0 });
    cache.store('/large', cache.ticket('content'), large);
    const request = { method: 'GET', url: '/large', headers: { 'accept-encoding': 'gzip, deflate, br' } };
    const quick = replayFor(cache, request)!;
    await vi.waitFor(() => expect((replayFor(cache, request)!.body as Buffer).length).toBeLessThan((quick.body as Buffer).length), { timeout: 5000, interval: 20 });
    const best = replayFor(cache, request)!;
    expect(brotliDecompressSync(best.body as Buffer).toString()).toBe(large.body);
    expect(best.headers['content-length']).toBe((best.body as Buffer).length);
    expect(quick.headers['content-length']).toBe((quick.body as Buffer).length);
  });

  it('sends small answers and clients without Accept-Encoding the plain body', () => {
    expect(encodedBody(answer('{"a":1}'), 'gzip, br')).toEqual({ body: '{"a":1}' });
    expect(encodedBody(big, undefined)).toEqual({ body: big.body });
  });
});
