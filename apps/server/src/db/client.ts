import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; when absent with no URL, an in-memory PGlite. */
  dataDir?: string;
  /** An already-open PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
  migrate?: boolean;
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir`; applies migrations when asked. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client dropped by the server (restart, admin shutdown) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`database: idle connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    if (options.migrate) await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'postgres',
      ping: () => pool.query('select 1').then(() => true, () => false),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir ? path.join(options.dataDir, 'pglite') : undefined);
  }
  const pgliteClient = client;
  const db = drizzlePglite(pgliteClient, { schema });
  if (options.migrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => pgliteClient.query('select 1').then(() => true, () => false),
    close: () => pgliteClient.close(),
  };
}
