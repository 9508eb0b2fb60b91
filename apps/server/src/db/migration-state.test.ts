import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/test-app.ts';
import { PGLITE_TEMPLATE_FILE } from '../../test/paths.ts';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client.ts';
import { latestShippedMigration, NewerDatabaseError, refuseNewerDatabase } from './migration-state.ts';

/** A migration a later release would add: drizzle records its journal time as created_at. */
const addNewerMigration = (database: Database) =>
  database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${latestShippedMigration(MIGRATIONS_FOLDER).when + 60_000})`);

describe('a database migrated by a newer release', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is accepted while it holds only the migrations this release ships', async () => {
    await expect(refuseNewerDatabase(database.db, MIGRATIONS_FOLDER)).resolves.toBeUndefined();
  });

  it('is refused with a message that says so', async () => {
    await addNewerMigration(database);
    const refusal = refuseNewerDatabase(database.db, MIGRATIONS_FOLDER);
    await expect(refusal).rejects.toBeInstanceOf(NewerDatabaseError);
    await expect(refusal).rejects.toThrow(/migrated by a newer Walkfund release .* knows migrations up to \d{4}_\w+/);
  });

  it('stops the start: openDatabase with migrations refuses it before migrating', async () => {
    const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]) });
    const template = await openDatabase({ pglite });
    await addNewerMigration(template);
    await expect(openDatabase({ pglite, migrate: true })).rejects.toThrow(/Refusing to start/);
    expect(pglite.closed).toBe(true);
  });
});
