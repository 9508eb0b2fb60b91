import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';

/**
 * What reading drizzle's table needs of a handle: running one statement. Any Db or Tx of client.ts
 * is one; client.ts calls refuseNewerDatabase when it opens the database, so this file names no
 * type of it (the two would import each other).
 */
interface RunsStatements {
  execute(query: SQL): PromiseLike<{ rows: Record<string, unknown>[] }>;
}

/** One entry of drizzle's journal (drizzle/meta/_journal.json). */
interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The newest migration this release ships: drizzle stores its `when` as `created_at` once applied. */
export interface ShippedMigration {
  tag: string;
  when: number;
}

export function latestShippedMigration(migrationsFolder: string): ShippedMigration {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const latest = journal.entries.reduce((a, b) => (b.when > a.when ? b : a));
  return { tag: latest.tag, when: latest.when };
}

/** The newest applied migration's `created_at` (drizzle's table), or null when none has been applied. */
export async function latestAppliedMigration(db: RunsStatements): Promise<number | null> {
  const table = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table.rows[0]?.present) return null;
  const result = await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
  const latest = result.rows[0]?.latest;
  return latest === null || latest === undefined ? null : Number(latest);
}

export class NewerDatabaseError extends Error {
  constructor(shipped: ShippedMigration, applied: number) {
    super(
      `This database was migrated by a newer Walkfund release (its latest migration is from ${new Date(applied).toISOString()}; ` +
        `this release knows migrations up to ${shipped.tag}, from ${new Date(shipped.when).toISOString()}). ` +
        'Refusing to start: run the newer release, or restore a backup taken before the upgrade (docs/deploy.md, "Upgrades").',
    );
    this.name = 'NewerDatabaseError';
  }
}

/**
 * Throws NewerDatabaseError when the database holds a migration newer than any this release ships:
 * an older build would otherwise run against tables it does not know (a rollback after an upgrade).
 */
export async function refuseNewerDatabase(db: RunsStatements, migrationsFolder: string): Promise<void> {
  const applied = await latestAppliedMigration(db);
  const shipped = latestShippedMigration(migrationsFolder);
  if (applied !== null && applied > shipped.when) throw new NewerDatabaseError(shipped, applied);
}
