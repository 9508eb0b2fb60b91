import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** True when drizzle's migrations table holds the migration created at `when` (its journal's `when`). */
export async function isMigrationApplied(db: Db, when: number): Promise<boolean> {
  const table = await db.execute<{ present: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table.rows[0]?.present) return false;
  const found = await db.execute<{ applied: boolean }>(sql`select exists(select 1 from drizzle.__drizzle_migrations where created_at = ${when}) as applied`);
  return Boolean(found.rows[0]?.applied);
}
