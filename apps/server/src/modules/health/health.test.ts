import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { latestShippedMigration } from '../../db/migration-state.ts';

describe('health and API conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /health reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', kind: TEST_DB_KIND });
  });

  it('GET /health/ready answers 503 naming the job worker until it runs, then 200', async () => {
    // API tests run jobs with drain(); main.ts starts the worker once the server listens.
    const stopped = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toEqual({
      code: 503,
      message: 'Not ready: the job worker is not running.',
      status: 'not-ready',
      checks: { database: 'ok', migrations: 'ok', jobWorker: 'stopped' },
      failed: ['jobWorker'],
    });
    t.app.jobs.start();
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobWorker: 'ok' }, failed: [] });
  });

  it('GET /health/ready answers 503 when the newest migration of this release is not applied', async () => {
    const shipped = latestShippedMigration(MIGRATIONS_FOLDER);
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${shipped.when}`);
    const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not-ready', checks: { migrations: 'pending' }, failed: ['migrations'] });
  });

  it('an unknown /v1 route answers 404 JSON in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: expect.stringContaining('/v1/no-such-thing') });
  });
});
