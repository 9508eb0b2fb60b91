import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { reusableStatement, type PreparableStatement } from './reusable-statement.ts';

/** A value that is the id an earlier step of the same chain inserted: its `index`-th row's (in the order given). */
export class EarlierId {
  constructor(
    readonly step: string,
    readonly index: number,
  ) {}
}

/** The id of the `index`-th row (0: the first) that step `step` of the chain inserts. */
export const earlierId = (step: string, index = 0) => new EarlierId(step, index);

/** A row to insert: the table's insert values, any of which may be an earlier step's id. */
export type ChainRow<T extends PgTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | EarlierId };

type Steps = Record<string, PgTable>;
export type ChainRows<S extends Steps> = { [Name in keyof S]: ChainRow<S[Name]>[] };
export type ChainResult<S extends Steps> = { [Name in keyof S]: S[Name]['$inferSelect'][] };

/** Distinct shapes kept per chain; past it a chain is built each time. */
const MAX_CHAIN_SHAPES = 64;

const JSON_COLUMNS = new Set(['PgJson', 'PgJsonb']);

/**
 * A row as `row_to_json` wrote it (the columns' SQL names) in the table's field names and types: a
 * JSON column is already decoded, the rest go through the column's own driver mapping (a timestamp
 * to a Date, a 64-bit count to a number), as a Drizzle select does.
 */
function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[field] = value === null || value === undefined ? null : JSON_COLUMNS.has(column.columnType) ? value : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

function idFrom(ref: EarlierId): SQL {
  return ref.index === 0
    ? sql`(select id from ${sql.identifier(ref.step)} order by id limit 1)`
    : sql`(select id from ${sql.identifier(ref.step)} order by id limit 1 offset ${sql.raw(String(ref.index))})`;
}

/**
 * One statement that inserts rows into several tables in order (`WITH a AS (INSERT ... RETURNING
 * *), b AS (INSERT ... RETURNING *) SELECT ...`), a later row taking an earlier step's id
 * (`earlierId`): one round trip instead of one per table (docs/benchmark.md, "Where a checkout's
 * time goes"). Answers every step's rows as written, in id order. A step's rows get their ids in the
 * order given (one multi-row insert), so `earlierId(step, i)` is its i-th row's.
 *
 * Built once per shape (how many rows each step has, which columns each sets, which are null or
 * an earlier id) like reusableInsert: nulls are written into the statement, other values passed.
 */
export function reusableInsertChain<S extends Steps>(label: string, tables: S): (db: DbOrTx, rows: ChainRows<S>) => Promise<ChainResult<S>> {
  const names = Object.keys(tables) as (keyof S & string)[];
  const byShape = new Map<string, (db: DbOrTx, values: Record<string, unknown>) => Promise<{ rows: Record<string, unknown>[] }>>();

  const build = (db: DbOrTx, rows: ChainRows<S>, valueOf: (name: string, i: number, key: string, value: unknown) => unknown): SQL => {
    const ctes = names.map((name) => {
      const template = (rows[name] as Record<string, unknown>[]).map((row, i) =>
        Object.fromEntries(
          Object.entries(row)
            .filter(([, value]) => value !== undefined)
            .map(([key, value]) => [key, value === null ? null : value instanceof EarlierId ? idFrom(value) : valueOf(name, i, key, value)]),
        ),
      );
      const insert = db.insert(tables[name]!).values(template as never).returning();
      return sql`${sql.identifier(name)} as (${insert.getSQL()})`;
    });
    const results = names.map((name) => sql`(select coalesce(json_agg(r order by r.id), '[]'::json) from ${sql.identifier(name)} r) as ${sql.identifier(name)}`);
    return sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(results, sql`, `)}`;
  };

  return async (db, rows) => {
    const shape = names
      .map((name) =>
        (rows[name] as Record<string, unknown>[])
          .map((row) =>
            Object.keys(row)
              .filter((key) => row[key] !== undefined)
              .map((key) => {
                const value = row[key];
                return value === null ? `${key}=null` : value instanceof EarlierId ? `${key}=@${value.step}.${value.index}` : key;
              })
              .join(','),
          )
          .join('|'),
      )
      .join('/');
    let run = byShape.get(shape);
    if (!run && byShape.size < MAX_CHAIN_SHAPES) {
      const template = build(db, rows, (name, i, key) => sql.placeholder(`${name}.${i}.${key}`));
      run = reusableStatement(`walkfund_insert_chain_${label}_${byShape.size + 1}`, (handle) => preparable<{ rows: Record<string, unknown>[] }>(handle, template));
      byShape.set(shape, run);
    }
    let result: { rows: Record<string, unknown>[] };
    if (run) {
      const values: Record<string, unknown> = {};
      for (const name of names) {
        (rows[name] as Record<string, unknown>[]).forEach((row, i) => {
          for (const [key, value] of Object.entries(row)) if (value !== undefined && value !== null && !(value instanceof EarlierId)) values[`${name}.${i}.${key}`] = value;
        });
      }
      result = await run(db, values);
    } else {
      result = (await db.execute(build(db, rows, (_name, _i, _key, value) => value))) as unknown as { rows: Record<string, unknown>[] };
    }
    const [answer] = result.rows;
    return Object.fromEntries(
      names.map((name) => {
        const list = answer?.[name];
        const parsed = (typeof list === 'string' ? JSON.parse(list) : (list ?? [])) as Record<string, unknown>[];
        return [name, parsed.map((json) => rowFromJson(tables[name]!, json))];
      }),
    ) as ChainResult<S>;
  };
}

/** A raw statement Drizzle builds once and prepares under a name (db/reusable-statement.ts). */
function preparable<Result>(db: DbOrTx, statement: SQL): PreparableStatement<Result> {
  const internals = db as unknown as {
    dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
    _: { session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): { execute(values?: Record<string, unknown>): Promise<Result> } } };
  };
  const query = internals.dialect.sqlToQuery(statement);
  return {
    prepare: (name) => internals._.session.prepareQuery(query, undefined, name, false),
    execute: (values) => internals._.session.prepareQuery(query, undefined, undefined, false).execute(values),
  };
}
