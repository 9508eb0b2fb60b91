import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

/** Every table of db/schema (the migrations journal is not one of them). */
export function schemaTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));
}

/** Empties every table and restarts their ids. */
export async function truncateAllTables(db: DbOrTx) {
  const names = schemaTableNames().map((name) => `"${name}"`);
  await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}
