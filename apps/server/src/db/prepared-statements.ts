import pg from 'pg';

/**
 * Named (prepared) statements for PostgreSQL, as postgres.js does by default.
 *
 * node-postgres sends every query unnamed, so PostgreSQL parses, analyses and plans it on every
 * execution. Measured here on a two-column primary-key select and a five-column insert: 131-145 µs
 * of the database's CPU per statement unnamed, 65-83 µs named. A checkout runs about 25 statements,
 * so naming them saves about 1.5 ms of the 4 ms the database spends on one.
 *
 * Each distinct statement text gets one name for the life of the process. A connection parses a
 * name the first time it runs it, then only binds and executes it. Only parameterised statements
 * are named (Drizzle's queries; not `begin`, `commit` or DDL). The number of names is bounded, so
 * statement texts that vary (an IN list of each length) cannot grow every connection's memory
 * without end; past the bound a statement runs unnamed as before.
 *
 * PgBouncer in transaction mode before 1.21 does not keep prepared statements: turn this off there
 * (DATABASE_PREPARED_STATEMENTS=false, docs/deploy.md).
 */
export const MAX_NAMED_STATEMENTS = 500;

/** Gives each distinct text its own name, the same every time, for the first `max` texts. */
export function createStatementNamer(max = MAX_NAMED_STATEMENTS): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `walkfund_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

const nameOf = createStatementNamer();

interface QueryConfigLike {
  text: string;
  name?: string;
  values?: unknown[];
  submit?: unknown;
}

function isUnnamedParameterised(config: unknown, values: unknown): config is QueryConfigLike {
  if (typeof config !== 'object' || config === null) return false;
  const query = config as Partial<QueryConfigLike>;
  if (typeof query.text !== 'string' || query.name !== undefined || query.submit !== undefined) return false;
  const params = Array.isArray(values) ? values : query.values;
  return Array.isArray(params) && params.length > 0;
}

type QueryFunction = (this: pg.Client, ...args: unknown[]) => unknown;
const unnamedQuery = pg.Client.prototype.query as unknown as QueryFunction;

/** A node-postgres client that names parameterised statements; given to the pool as its `Client`. */
export class PreparingClient extends pg.Client {}

(PreparingClient.prototype as unknown as { query: QueryFunction }).query = function query(this: pg.Client, config: unknown, ...rest: unknown[]) {
  if (isUnnamedParameterised(config, rest[0])) {
    // Drizzle builds a fresh config object for every execution: naming it in place saves a copy per query.
    const name = nameOf(config.text);
    if (name) config.name = name;
  }
  return unnamedQuery.call(this, config, ...rest);
};

/**
 * A node-postgres client that sends every statement unnamed, Drizzle's prepared queries
 * (db/reusable-statement.ts) included: DATABASE_PREPARED_STATEMENTS=false, for PgBouncer in
 * transaction mode before 1.21. Those queries are still built into SQL only once.
 */
export class UnnamedStatementClient extends pg.Client {}

(UnnamedStatementClient.prototype as unknown as { query: QueryFunction }).query = function query(this: pg.Client, config: unknown, ...rest: unknown[]) {
  if (typeof config === 'object' && config !== null && (config as QueryConfigLike).name !== undefined) {
    // A copy: Drizzle reuses its query config object for every execution.
    const { name: _name, ...unnamed } = config as QueryConfigLike;
    return unnamedQuery.call(this, unnamed, ...rest);
  }
  return unnamedQuery.call(this, config, ...rest);
};
