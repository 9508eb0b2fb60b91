import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { schema, type Database, type Db } from '../src/db/client.ts';
import { loadEventSettings } from '../src/modules/event-settings/event-settings.service.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEFAULT_LIMITS } from '../src/modules/rate-limits/limits.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTeam, signedInAdmin, signedInCaptain, uniqueEmail } from './factories.ts';

/**
 * Two server instances on one database, as behind a load balancer (docs/features/speed-and-scale.md): nothing that
 * matters lives in one process. On PostgreSQL (TEST_DATABASE_URL) each instance has its own pool
 * and LISTEN connection; on PGlite both share the embedded database and its NOTIFY.
 */
describe('two instances on one database', () => {
  const SMALL = { ...DEFAULT_LIMITS, emailLookupsPerIp: { limit: 4, windowMs: 15 * 60_000 } };
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: true, limits: SMALL });
    a = t.app;
    b = await buildApp({ config: t.config, database: t.database, mailer: t.mailer });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await t.close();
  });

  it('refuses on one a session ended by logout on the other', async () => {
    const { session } = await signedInCaptain(a);
    const userUrl = `/v1/users/${session.user.id}`;
    expect((await b.inject({ method: 'GET', url: userUrl, headers: session.headers })).statusCode).toBe(200);

    const logout = await a.inject({ method: 'POST', url: '/v1/auth/logout', payload: { refreshToken: session.tokens.refresh.token } });
    expect(logout.statusCode).toBeLessThan(300);

    expect((await b.inject({ method: 'GET', url: userUrl, headers: session.headers })).statusCode).toBe(401);
    const refresh = await b.inject({ method: 'POST', url: '/v1/auth/refresh-tokens', payload: { refreshToken: session.tokens.refresh.token } });
    expect(refresh.statusCode).toBe(401);
  });

  it('counts a request limit hit on either instance', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    const lookup = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/v1/users/exists', headers, payload: { email: uniqueEmail('who') } });
    for (let i = 0; i < SMALL.emailLookupsPerIp.limit; i++) expect((await lookup(i % 2 ? b : a)).statusCode).toBe(200);
    expect((await lookup(a)).statusCode).toBe(429);
    expect((await lookup(b)).statusCode).toBe(429);
  });

  it('shows a settings change made on one instance on the other within a second, though it serves them from memory', async () => {
    const admin = await signedInAdmin(a);
    const read = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/v1/event-settings/' })).json() as { appTitle: string };
    const before = await read(b);
    await read(b);
    expect(b.publicCache.get('/v1/event-settings/')).toBeDefined();

    const appTitle = `Walk ${uniqueEmail('title').slice(0, 12)}`;
    const patched = await a.inject({ method: 'PATCH', url: '/v1/event-settings/', headers: admin.session.headers, payload: { appTitle } });
    expect(patched.statusCode).toBe(200);
    expect((await read(a)).appTitle).toBe(appTitle);
    await vi.waitFor(async () => expect((await read(b)).appTitle).toBe(appTitle), { timeout: 1000, interval: 20 });
    expect(before.appTitle).not.toBe(appTitle);
  });

  it('drops the settings another instance keeps in memory (its own database handle) within a second of a save', async () => {
    // A third instance with a handle of its own on the same database, as a separate process has.
    const client = (t.database.db as unknown as { $client: unknown }).$client;
    const ownDb = (t.database.kind === 'postgres'
      ? drizzlePg(client as pg.Pool, { schema })
      : drizzlePglite(client as PGlite, { schema })) as unknown as Db;
    const c = await buildApp({ config: t.config, database: { ...t.database, db: ownDb } as Database, mailer: t.mailer });
    await c.ready();
    try {
      const admin = await signedInAdmin(a);
      await loadEventSettings(ownDb);
      const appTitle = `Walk ${uniqueEmail('own').slice(0, 12)}`;
      const patched = await a.inject({ method: 'PATCH', url: '/v1/event-settings/', headers: admin.session.headers, payload: { appTitle } });
      expect(patched.statusCode).toBe(200);
      await vi.waitFor(async () => expect((await loadEventSettings(ownDb)).appTitle).toBe(appTitle), { timeout: 1000, interval: 20 });
    } finally {
      await c.close();
    }
  });

  it("shows a team renamed on one instance in the other's public list and team page within a second", async () => {
    const admin = await signedInAdmin(a);
    const team = await createTeam(a.db);
    const list = async () => (await b.inject({ method: 'GET', url: '/v1/teams/list' })).json() as { id: number; name: string }[];
    const page = async () => (await b.inject({ method: 'GET', url: `/v1/teams/by-slug/${team.slug}` })).json() as { name: string };
    await list();
    await page();

    const name = `Renamed ${team.name}`.slice(0, 60);
    const renamed = await a.inject({ method: 'PATCH', url: `/v1/teams/${team.id}`, headers: admin.session.headers, payload: { name } });
    expect(renamed.statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        expect((await list()).find((row) => row.id === team.id)?.name).toBe(name);
        expect((await page()).name).toBe(name);
      },
      { timeout: 1000, interval: 20 },
    );
  });

  it('gives a signed-in admin the full settings, never the cached public answer', async () => {
    const admin = await signedInAdmin(b);
    await b.inject({ method: 'GET', url: '/v1/event-settings/' });
    const full = await b.inject({ method: 'GET', url: '/v1/event-settings/', headers: admin.session.headers });
    expect(full.statusCode).toBe(200);
    expect(Object.keys(full.json() as object).length).toBeGreaterThan(Object.keys((await b.inject({ method: 'GET', url: '/v1/event-settings/' })).json() as object).length);
  });
});
