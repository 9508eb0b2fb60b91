import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PreparingClient, UnnamedStatementClient } from './prepared-statements.ts';
import { refuseNewerDatabase } from './migration-state.ts';
import { holdEmbeddedDatabase } from './embedded-lock.ts';
import * as schema from './schema/index.ts';

export { schema };

/**
 * The database handle every repo uses. PGlite and node-postgres share Drizzle's PostgreSQL API,
 * so both are typed as the node-postgres flavour.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A handle or an open transaction: repos accept either. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query: true when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * LISTEN on `channel` (PostgreSQL: one dedicated connection, reconnected when lost; PGlite: in
   * process). `onMessage` gets each payload, and `null` after a reconnect, when messages may have
   * been missed. Answers a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** NOTIFY every listener of `channel`, on every server instance using this database. */
  notify(channel: string, payload: string): Promise<void>;
  /** Connections of this instance's pool, for GET /metrics (PGlite: its one connection). */
  poolStats(): PoolStats;
}

export interface PoolStats {
  /** Open connections. */
  total: number;
  /** Open connections not in use. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The pool's size (DATABASE_POOL_SIZE). */
  max: number;
}


/**
 * A dedicated LISTEN connection for one channel: reconnects (after a second) when the
 * connection is lost, and then reports `null` so the listener can drop what it may have missed.
 */
async function listenPostgres(connectionString: string, channel: string, onMessage: (payload: string | null) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (reconnecting: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const lost = () => {
      next.removeAllListeners('end');
      next.end().catch(() => undefined);
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(() => connect(true).catch(lost), 1000);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (reconnecting) onMessage(null);
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    if (last) {
      last.removeAllListeners('end');
      await last.end().catch(() => undefined);
    }
  };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; when absent with no URL, an in-memory PGlite. */
  dataDir?: string;
  /** An already-open PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
  migrate?: boolean;
  /** PostgreSQL connections in the pool (config DATABASE_POOL_SIZE; default 10). */
  poolSize?: number;
  /** Name parameterised statements so PostgreSQL parses and plans them once per connection (default true; prepared-statements.ts). */
  preparedStatements?: boolean;
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir`; applies migrations when asked. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    // JIT compilation cost 66-149 ms per large report query here (EXPLAIN ANALYZE) and saved nothing on these plans.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      // Connections once opened stay open (pg-pool closes idle ones after 10 s by default): each
      // carries its prepared statements, and opening and preparing again after a lull made the
      // first 20 check-ins at once 105-180 ms instead of under 100 (docs/benchmark.md).
      min: options.poolSize ?? 10,
      options: '-c jit=off',
      Client: options.preparedStatements === false ? UnnamedStatementClient : PreparingClient,
    });
    // An idle client dropped by the server (restart, admin shutdown) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`database: idle connection lost: ${err.message}`));
    // The same for a connection the server ends while the pool is closing it (an error event with no
    // listener would crash the process).
    pool.on('connect', (client) => client.on('error', (err) => console.error(`database: connection lost: ${err.message}`)));
    const db = drizzlePg(pool, { schema });
    if (options.migrate) {
      await refuseNewerDatabase(db, MIGRATIONS_FOLDER).catch(async (err: unknown) => {
        await pool.end();
        throw err;
      });
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    }
    return {
      db,
      kind: 'postgres',
      ping: () => pool.query('select 1').then(() => true, () => false),
      close: () => pool.end(),
      listen: (channel, onMessage) => listenPostgres(databaseUrl, channel, onMessage),
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
    };
  }
  let client = options.pglite;
  let release = () => {};
  if (!client) {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      release = holdEmbeddedDatabase(options.dataDir);
    }
    client = new PGlite(options.dataDir ? path.join(options.dataDir, 'pglite') : undefined);
  }
  const pgliteClient = client;
  const close = async () => {
    try {
      await pgliteClient.close();
    } finally {
      release();
    }
  };
  const db = drizzlePglite(pgliteClient, { schema });
  if (options.migrate) {
    await refuseNewerDatabase(db, MIGRATIONS_FOLDER).catch(async (err: unknown) => {
      await close();
      throw err;
    });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }).catch(async (err: unknown) => {
      await close();
      throw err;
    });
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => pgliteClient.query('select 1').then(() => true, () => false),
    close,
    listen: async (channel, onMessage) => {
      const stop = await pgliteClient.listen(channel, (payload) => onMessage(payload));
      return async () => {
        if (!pgliteClient.closed) await stop();
      };
    },
    notify: async (channel, payload) => {
      await pgliteClient.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // One connection, in this process: in use or not, nobody waits on a pool.
    poolStats: () => ({ total: 1, idle: 0, waiting: 0, max: 1 }),
  };
}
