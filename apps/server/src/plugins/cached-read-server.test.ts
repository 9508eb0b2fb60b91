import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAdmin } from '../../test/factories.ts';
import { PublicCache } from '../lib/cache/public-cache.ts';
import { cachedReadServerFactory } from './cached-read-server.ts';

const TIMEOUTS = { http: {}, keepAliveTimeout: 5000, requestTimeout: 10_000, connectionTimeout: 10_000 };

describe('the cached-read server (before Fastify)', () => {
  it('answers a URL the cache holds itself and hands every other request to Fastify', async () => {
    const cache = new PublicCache({ maxAgeMs: { content: 60_000, totals: 60_000 }, maxEntries: 10 });
    cache.store('/v1/teams/list', cache.ticket('content'), { headers: { 'content-type': 'application/json; charset=utf-8', 'x-frame-options': 'SAMEORIGIN' }, body: '[{"id":1}]' });
    const fastifyHandler = vi.fn((_request: http.IncomingMessage, response: http.ServerResponse) => response.end('from fastify'));
    const server = cachedReadServerFactory(cache, TIMEOUTS)(fastifyHandler, {}) as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const cached = await fetch(`${base}/v1/teams/list`);
      expect(await cached.text()).toBe('[{"id":1}]');
      expect(cached.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(cached.headers.get('content-length')).toBe('10');
      expect(fastifyHandler).not.toHaveBeenCalled();

      expect(await (await fetch(`${base}/v1/teams/other`)).text()).toBe('from fastify');
      expect(await (await fetch(`${base}/v1/teams/list`, { method: 'POST', body: '{}' })).text()).toBe('from fastify');
      expect(fastifyHandler).toHaveBeenCalledTimes(2);

      // A write drops the answer: the next read goes to Fastify again.
      cache.invalidate('content');
      expect(await (await fetch(`${base}/v1/teams/list`)).text()).toBe('from fastify');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('public reads over HTTP', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('the answer from memory is the answer Fastify gave: body, encoding and headers', async () => {
    const read = () => fetch(`${base}/v1/event-settings/`, { headers: { 'accept-encoding': 'br' } });
    const first = await read();
    const second = await read();
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    for (const name of ['content-type', 'content-encoding', 'vary', 'x-content-type-options', 'content-security-policy', 'strict-transport-security']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
  });

  it('a signed-in admin is not given the anonymous event settings from memory', async () => {
    await fetch(`${base}/v1/event-settings/`);
    const { session } = await signedInAdmin(t.app);
    const anonymous = (await (await fetch(`${base}/v1/event-settings/`)).json()) as Record<string, unknown>;
    const admin = (await (await fetch(`${base}/v1/event-settings/`, { headers: session.headers })).json()) as Record<string, unknown>;
    expect('testEmails' in anonymous).toBe(false);
    expect('testEmails' in admin).toBe(true);
  });
});
