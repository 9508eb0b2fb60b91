import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup.ts';
import { TEST_DB_KIND } from '../../../test/test-app.ts';
import { MIGRATIONS_FOLDER, schema, type Db } from '../../db/client.ts';
import { countTeamMembers, listTeamMembers } from './team.repo.ts';

/** The migration that makes team_members the one record of membership per year (docs/decisions/0123-membership-per-year.md). */
const MIGRATION = '0004_team_membership_per_year';

/** A copy of the migrations folder that stops before MIGRATION: the database as it was. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'walkfund-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** A fresh database of this run's kind, migrated with `folder`, and how to migrate it further. */
async function openScratch(): Promise<{ db: Db; migrate: (folder: string) => Promise<void>; close: () => Promise<void> }> {
  if (TEST_DB_KIND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `walkfund_migration_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 2 });
    // DROP ... WITH (FORCE) below may reach a connection still closing: its goodbye is not a test failure.
    const ignore = () => undefined;
    pool.on('error', ignore);
    pool.on('connect', (client) => client.on('error', ignore));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      async close() {
        await pool.end();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const client = new PGlite();
  const db = drizzlePglite(client, { schema });
  return { db: db as unknown as Db, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

describe(`migration ${MIGRATION}: existing memberships move to team_members per year`, () => {
  let scratch: Awaited<ReturnType<typeof openScratch>>;
  let before: string;
  beforeAll(async () => {
    before = migrationsBefore(MIGRATION);
    scratch = await openScratch();
    await scratch.migrate(before);
  });
  afterAll(async () => {
    await scratch?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps each team its members and counts, as members of its year, and drops persons.team_id', async () => {
    const db = scratch.db;
    // The old model, as the previous code wrote it: persons.team_id and team_members without a year.
    await db.execute(sql`
      insert into teams (id, name, slug, event_city, year) values
        (1, 'Old Walkers', 'old-walkers', 'Tulsa', 2025),
        (2, 'New Walkers', 'new-walkers', 'Oklahoma City', 2026),
        (3, 'Other Walkers', 'other-walkers', 'Tulsa', 2026)`);
    await db.execute(sql`
      insert into persons (id, first_name, last_name, email, event_year, team_id, event) values
        (1, 'Cap', 'One', 'cap1@example.com', 2025, 1, 'piecewalk'),
        (2, 'Mem', 'Two', 'mem2@example.com', 2025, 1, 'piecewalk'),
        (3, 'Cap', 'Three', 'cap3@example.com', 2026, 2, 'piecewalk'),
        (4, 'Mem', 'Four', 'mem4@example.com', 2026, 2, '5k'),
        (5, 'Gone', 'Five', 'gone5@example.com', 2026, 2, 'piecewalk'),
        (6, 'Don', 'Or', 'donor6@example.com', 2026, 2, 'donor'),
        (7, 'Two', 'Teams', 'both7@example.com', 2026, 2, 'piecewalk')`);
    // Person 5 was taken off (active false); person 6 only donated (team_id, no membership);
    // person 7 is listed on two teams of 2026, and persons.team_id names team 2.
    await db.execute(sql`
      insert into team_members (team_id, person_id, active) values
        (1, 1, true), (1, 2, true), (2, 3, true), (2, 4, true), (2, 5, false), (3, 7, true), (2, 7, true)`);

    await scratch.migrate(MIGRATIONS_FOLDER);

    // Each membership is of its team's year; the others are gone.
    const memberships = await rows<{ team_id: number; person_id: number; event_year: number }>(
      db,
      sql`select team_id, person_id, event_year from team_members order by team_id, person_id`,
    );
    expect(memberships).toEqual([
      { team_id: 1, person_id: 1, event_year: 2025 },
      { team_id: 1, person_id: 2, event_year: 2025 },
      { team_id: 2, person_id: 3, event_year: 2026 },
      { team_id: 2, person_id: 4, event_year: 2026 },
      { team_id: 2, person_id: 7, event_year: 2026 },
    ]);
    expect(await countTeamMembers(db, 1, 2025)).toBe(2);
    expect(await countTeamMembers(db, 2, 2026)).toBe(3);
    expect(await countTeamMembers(db, 3, 2026)).toBe(0);
    expect((await listTeamMembers(db, 2, 2026)).map((m) => m.personId).sort()).toEqual([3, 4, 7]);
    const columns = await rows<{ table_name: string; column_name: string }>(
      db,
      sql`select table_name, column_name from information_schema.columns
          where (table_name = 'persons' and column_name = 'team_id') or (table_name = 'team_members' and column_name in ('active', 'event_year'))`,
    );
    expect(columns).toEqual([{ table_name: 'team_members', column_name: 'event_year' }]);
    // One team per person per year from now on.
    await expect(db.execute(sql`insert into team_members (team_id, person_id, event_year) values (1, 3, 2026)`)).rejects.toThrow();
    await db.execute(sql`insert into team_members (team_id, person_id, event_year) values (1, 3, 2027)`);
  });
});
