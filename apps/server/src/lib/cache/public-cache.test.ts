import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PublicCache, encodedBody } from './public-cache.ts';

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

  it('sends small answers and clients without Accept-Encoding the plain body', () => {
    expect(encodedBody(answer('{"a":1}'), 'gzip, br')).toEqual({ body: '{"a":1}' });
    expect(encodedBody(big, undefined)).toEqual({ body: big.body });
  });
});
