import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { precompressDist } from '../scripts/web-build.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTeam } from '../../test/factories.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './web-app.ts';

/** The built web app as the server sends it: compressed twins, cached for a year when hashed, index.html revalidated. */
describe('serving the built web app', () => {
  let t: TestApp;
  let web: FastifyInstance;
  const script = `console.log(${JSON.stringify('walk '.repeat(400))});`;

  beforeAll(async () => {
    t = await createTestApp();
    const dist = mkdtempSync(path.join(tmpdir(), 'walkfund-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><title>Walkfund</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(100)}</body></html>`);
    writeFileSync(path.join(dist, 'assets/index-AbC123.js'), script);
    precompressDist(dist);
    web = await buildApp({ config: { ...t.config, WEB_DIST: dist }, database: t.database, serveWeb: true });
    await web.ready();
  });
  afterAll(async () => {
    await web?.close();
    await t.close();
  });

  it('sends a hashed asset compressed, cached for a year as immutable', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers['content-type']).toContain('javascript');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
    const br = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('makes browsers revalidate index.html, also as the answer of a client-side route', async () => {
    // /docs/api: the API reference page (apps/web/src/features/api-docs), not a static-file lookup.
    for (const url of ['/index.html', '/frontend/donate', '/docs/api']) {
      const res = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('compresses the JSON answers of 1 KiB and more, the first and the cached ones', async () => {
    for (let i = 0; i < 30; i++) await createTeam(t.app.db);
    for (const _ of [1, 2]) {
      const res = await web.inject({ method: 'GET', url: '/v1/teams/list', headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect((JSON.parse(gunzipSync(res.rawPayload).toString()) as unknown[]).length).toBeGreaterThanOrEqual(30);
    }
    const small = await web.inject({ method: 'GET', url: '/v1/payment/config', headers: { 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
