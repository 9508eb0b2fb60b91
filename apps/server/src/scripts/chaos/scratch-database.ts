import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { holdEmbeddedDatabase } from '../../db/embedded-lock.ts';
import pg from 'pg';
import type { Query } from './ledger.ts';

/** A database made for one chaos run and dropped after it. */
export interface ScratchDatabase {
  /** What the server's environment gets: DATABASE_URL or DATA_DIR. */
  env: Record<string, string>;
  describe: string;
  /** Reads it; for PGlite only once the server has stopped (one process at a time). */
  withQuery<T>(read: (query: Query) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

/** A fresh PostgreSQL database walkfund_chaos_<random> next to `serverUrl`'s. */
export async function createPostgresDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `walkfund_chaos_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    env: { DATABASE_URL: databaseUrl },
    describe: `PostgreSQL ${name}`,
    async withQuery(read) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return await read(async (sql, params) => (await client.query(sql, params)).rows as Record<string, unknown>[]);
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // WITH (FORCE): a killed server may leave sessions behind until PostgreSQL notices.
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A fresh embedded database (PGlite) in a folder of the run's work directory. */
export function createPgliteDatabase(workDir: string): ScratchDatabase {
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    describe: `PGlite in ${dataDir}`,
    // Only while the server is stopped: a second PGlite on the folder would overwrite the server's writes (db/embedded-lock.ts).
    async withQuery(read) {
      const release = holdEmbeddedDatabase(dataDir);
      const db = new PGlite(path.join(dataDir, 'pglite'));
      try {
        return await read(async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows);
      } finally {
        await db.close();
        release();
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
