import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND, openTestDatabase } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { createStatementNamer } from './prepared-statements.ts';
import { reusableStatement } from './reusable-statement.ts';
import { teams } from './schema/index.ts';

describe('statement names', () => {
  it('names each distinct text once, the same every time, up to the bound', () => {
    const nameOf = createStatementNamer(2);
    const first = nameOf('select 1 where $1');
    expect(first).toBeDefined();
    expect(nameOf('select 1 where $1')).toBe(first);
    const second = nameOf('select 2 where $1');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // Past the bound: unnamed, and the names given stay.
    expect(nameOf('select 3 where $1')).toBeUndefined();
    expect(nameOf('select 2 where $1')).toBe(second);
  });
});

// The API tests on PostgreSQL (project api-postgres) all run with named statements; this checks
// that PostgreSQL does keep them, per connection. vitest-isolate: the names are bounded per process
// (MAX_NAMED_STATEMENTS), and files sharing a worker could use them all before this one runs.
if (TEST_DB_KIND === 'postgres') {
  describe('named statements on PostgreSQL', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it('a parameterised query is prepared once on its connection and reused; a statement without parameters is not', async () => {
      const { db } = database;
      const prepared = await db.transaction(async (tx) => {
        for (let i = 0; i < 3; i++) await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, 1 + i));
        await tx.execute(sql`select count(*) from teams`);
        const result = await tx.execute<{ statement: string }>(sql`select statement from pg_prepared_statements where statement like ${'%from "teams"%'}`);
        return result.rows.map((row) => row.statement);
      });
      // The select by id: one prepared statement for the three calls; the count (no parameters) was not named.
      expect(prepared.filter((text) => text.includes('"teams"."id" = $1'))).toHaveLength(1);
      expect(prepared.some((text) => text.includes('count(*)'))).toBe(false);
    });
  });

  describe('DATABASE_PREPARED_STATEMENTS=false (PgBouncer in transaction mode)', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase({ preparedStatements: false });
    });
    afterAll(() => database.close());

    it('sends every statement unnamed, a statement built once included', async () => {
      const teamName = reusableStatement('walkfund_test_team_name', (db) =>
        db.select({ name: teams.name }).from(teams).where(eq(teams.id, sql.placeholder('id'))),
      );
      const prepared = await database.db.transaction(async (tx) => {
        await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, 1));
        for (let i = 0; i < 2; i++) await teamName(tx, { id: 1 + i });
        const result = await tx.execute<{ name: string }>(sql`select name from pg_prepared_statements`);
        return result.rows.map((row) => row.name);
      });
      expect(prepared).toEqual([]);
    });
  });
}
