import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hitCounter } from './rate-limit.repo.ts';

/**
 * Every payment and sign-in hits a counter, and the people behind one address (a walk day's
 * Wi-Fi) share its row. Unlogged, a hit's commit waits for no WAL flush and holds that row for
 * microseconds; logged, ten connections hitting one key managed about 1,500 hits a second here
 * against 18,000 (docs/decisions/0016-unlogged-rate-limits.md).
 */
describe('the request counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are kept in an unlogged table, and still count every hit', async () => {
    const { rows } = await t.database.db.execute<{ persistence: string }>(
      sql`select relpersistence as persistence from pg_class where oid = 'rate_limits'::regclass`,
    );
    expect(rows[0]?.persistence).toBe('u');
    const key = `unlogged-test:${randomUUID()}`;
    const now = new Date();
    await hitCounter(t.database.db, key, 60_000, now);
    const second = await hitCounter(t.database.db, key, 60_000, new Date(now.getTime() + 1));
    expect(second.hits).toBe(2);
  });
});
