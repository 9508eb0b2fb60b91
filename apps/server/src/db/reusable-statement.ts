import { sql } from 'drizzle-orm';
import { PgTransaction, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

export interface ExecutableStatement<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** A Drizzle query (select, insert, update, delete) that can also be prepared under a name. */
export interface PreparableStatement<Result> extends ExecutableStatement<Result> {
  prepare(name: string): ExecutableStatement<Result>;
}

/**
 * What a prepared query is bound to: the handle itself outside a transaction (its pool); inside
 * one, the connection the transaction runs on (Drizzle's session client: a pooled PostgreSQL
 * connection is reused by transaction after transaction, so what was prepared for it in one runs
 * in the next). Null when the transaction exposes no client: the statement is built each time.
 */
function boundTo(db: DbOrTx): object | null {
  if (!(db instanceof PgTransaction)) return db;
  const client = (db._.session as unknown as { client?: unknown }).client;
  return typeof client === 'object' && client !== null ? client : null;
}

/**
 * A statement of fixed shape whose SQL Drizzle builds once per pool or connection, its values given
 * as `sql.placeholder(name)`, instead of on every call: building SQL from the query builder was
 * the largest part of the server's CPU under checkout load (measured with --cpu-prof, docs/deploy.md).
 * `name` must be unique among them: PostgreSQL prepares the statement under that name.
 */
export function reusableStatement<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: DbOrTx) => PreparableStatement<Result>,
): (db: DbOrTx, values: Values) => Promise<Result> {
  const prepared = new WeakMap<object, ExecutableStatement<Result>>();
  return (db, values) => {
    const owner = boundTo(db);
    if (!owner) return build(db).execute(values);
    let statement = prepared.get(owner);
    if (!statement) {
      statement = build(db).prepare(name);
      prepared.set(owner, statement);
    }
    return statement.execute(values);
  };
}

/** Distinct shapes kept per table; past it an insert is built each time, as before. */
const MAX_INSERT_SHAPES = 64;

/**
 * `insert(table).values(rows).returning()`, built once per shape (how many rows, which columns
 * each sets, which of them to null) with reusableStatement. A column a row leaves undefined gets
 * its default, as with Drizzle's own insert. Nulls are written into the statement rather than
 * passed as values: Drizzle would encode a null placeholder of a JSON column as the JSON `null`.
 */
export function reusableInsert<T extends PgTable>(table: T, label: string): (db: DbOrTx, rows: T['$inferInsert'][]) => Promise<T['$inferSelect'][]> {
  const byShape = new Map<string, (db: DbOrTx, values: Record<string, unknown>) => Promise<T['$inferSelect'][]>>();
  return async (db, rows) => {
    const records = rows as Record<string, unknown>[];
    const columns = records.map((row) => Object.keys(row).filter((key) => row[key] !== undefined));
    const shape = columns.map((keys, i) => keys.map((key) => (records[i]![key] === null ? `${key}=null` : key)).join(',')).join('|');
    let run = byShape.get(shape);
    if (!run) {
      if (byShape.size >= MAX_INSERT_SHAPES) return db.insert(table).values(rows).returning() as Promise<T['$inferSelect'][]>;
      const template = columns.map((keys, i) => Object.fromEntries(keys.map((key) => [key, records[i]![key] === null ? null : sql.placeholder(`${i}.${key}`)])));
      run = reusableStatement(`walkfund_insert_${label}_${byShape.size + 1}`, (handle) =>
        handle.insert(table).values(template as T['$inferInsert'][]).returning() as unknown as PreparableStatement<T['$inferSelect'][]>,
      );
      byShape.set(shape, run);
    }
    const values: Record<string, unknown> = {};
    columns.forEach((keys, i) => {
      for (const key of keys) if (records[i]![key] !== null) values[`${i}.${key}`] = records[i]![key];
    });
    return run(db, values);
  };
}
