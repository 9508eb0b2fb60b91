import { getTableColumns, like, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { persons, teams, transactions, users } from '../db/schema/index.ts';

/*
 * How `npm run seed:scale` (seed-scale.ts) writes and removes its rows: bulk inserts, explicit ids,
 * and the removal of an earlier run's rows, recognised by their email domain and team slugs.
 */

export const SCALE_EMAIL_DOMAIN = 'scale.walkfund.test';
export const SCALE_SLUG_PREFIX = 'scale-team-';
const BATCH_ROWS = 20_000;

/**
 * Inserts rows in batches, each batch one JSON parameter that PostgreSQL expands with
 * json_populate_recordset: building a multi-row VALUES statement of tens of thousands of
 * parameters was most of the seed's time (about 90 s of Node CPU). Columns none of the rows
 * name keep their database default; a column only some rows name gets the column's default
 * (or null) in the others, as a multi-row VALUES would.
 */
export async function bulkInsert(tx: Tx, table: PgTable, rows: Record<string, unknown>[]): Promise<number> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((key) => rows.some((row) => row[key] !== undefined));
  const names = keys.map((key) => columns[key]!.name);
  const fill = keys.map((key) => {
    const column = columns[key]!;
    return column.default !== undefined && !(column.default instanceof SQL) ? column.default : null;
  });
  const list = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS).map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, k) => {
        const value = row[key];
        record[names[k]!] = value === undefined ? fill[k] : value;
      });
      return record;
    });
    await tx.execute(sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`);
  }
  return rows.length;
}

/** The next free id of a serial table: explicit ids let line items name their transaction without a round trip. */
export async function nextId(tx: Tx, table: string): Promise<number> {
  const result = await tx.execute<{ id: number | string }>(sql`select coalesce(max(id), 0) + 1 as id from ${sql.identifier(table)}`);
  return Number(result.rows[0]!.id);
}

export async function resetSequence(tx: Tx, table: string) {
  await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`);
}

const scaleEmail = sql`'%@' || ${SCALE_EMAIL_DOMAIN}`;

/** True when scale rows are present. */
export async function hasScaleData(db: Db | Tx): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`select exists (select 1 from ${persons} where ${persons.email} like ${scaleEmail}) as found`);
  return Boolean(result.rows[0]?.found);
}

/**
 * Foreign keys whose referencing column has no index: a delete of the referenced rows checks
 * them once per row with a full scan (and the scans also visit the rows this transaction already
 * deleted), so removing 100,000 persons or 300,000 line items would take hours. The removal
 * builds these indexes inside its transaction and drops them before it commits.
 */
// line_items.refunded_line_item_id and person_id have permanent indexes (migration 0009).
const REMOVAL_INDEXES = [
  ['transactions', 'recorded_by_user_id'],
  ['teams', 'captain_user_id'],
  ['teams', 'captain_person_id'],
  ['users', 'person_id'],
  ['team_members', 'person_id'],
] as const;

/** Removes the rows of an earlier run (children first, so no foreign key check scans a large table). */
export async function removeScaleData(tx: Tx) {
  const indexName = (table: string, column: string) => `scale_removal_${table}_${column}`;
  for (const [table, column] of REMOVAL_INDEXES) {
    await tx.execute(sql`create index ${sql.identifier(indexName(table, column))} on ${sql.identifier(table)} (${sql.identifier(column)})`);
  }
  await tx.delete(transactions).where(like(transactions.contactEmail, `%@${SCALE_EMAIL_DOMAIN}`));
  await tx.delete(users).where(like(users.email, `%@${SCALE_EMAIL_DOMAIN}`));
  await tx.delete(teams).where(like(teams.slug, `${SCALE_SLUG_PREFIX}%`));
  await tx.delete(persons).where(like(persons.email, `%@${SCALE_EMAIL_DOMAIN}`));
  for (const [table, column] of REMOVAL_INDEXES) await tx.execute(sql`drop index ${sql.identifier(indexName(table, column))}`);
}
