import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/*
 * The big admin lists (up to 5000 rows a page) read plain rows: drizzle's per-field result mapping
 * was the largest share of their CPU time (measured about 70 ms of ~200 ms per 5000-row page), so
 * they select aliased columns with db.execute and map them by hand.
 */

/** A timestamptz as the text Date#toISOString writes ("2026-05-01T13:04:05.123Z", milliseconds truncated like a JS Date). */
export function isoText(column: AnyPgColumn | SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A 64-bit cents column as a JS number (node-postgres reads int8 as a string). */
export function centsNumber(column: AnyPgColumn | SQL): SQL {
  return sql`${column}::float8`;
}

/** The rows of a statement, unmapped (both drivers answer `{ rows }` of plain objects). */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/**
 * One page of a list: `select` over `from` (the table and its joins), filtered by `where`, in
 * `order` (which ends with the unique `id`, so paging is stable).
 *
 * Past the first page it is a "deferred join": the page's ids are picked first by a narrow
 * query (the same filters, order, limit and offset; left joins it does not use are removed by
 * PostgreSQL since they join on unique keys), and only those rows are then read in full and
 * joined, through the primary key. A deep page no longer reads and joins every row it skips
 * (donations page 10: measured 1,100 ms before). The first page stays one plain query, which
 * the (filter, created_at) indexes answer in order.
 */
export function pagedSelect(args: { select: SQL; from: SQL; where: SQL; order: SQL; id: AnyPgColumn; limit: number; offset: number }): SQL {
  const { select, from, where, order, id, limit, offset } = args;
  if (offset === 0) return sql`select ${select} from ${from} where ${where} order by ${order} limit ${limit}`;
  const ids = sql`select ${id} from ${from} where ${where} order by ${order} limit ${limit} offset ${offset}`;
  return sql`select ${select} from ${from} where ${id} = any(array(${ids})) order by ${order}`;
}
