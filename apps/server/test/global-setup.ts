import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE_FILE, TEST_DIR } from './paths.ts';

/**
 * Migrates one template database once per run; every test file then starts from a copy of it
 * (PGlite: a dumped data dir; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export async function setupPostgresTemplate() {
  mkdirSync(TEST_DIR, { recursive: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL API tests');
  {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, PG_TEMPLATE_DB), migrate: true });
    await database.close();
  }
}

export async function setupPgliteTemplate() {
  mkdirSync(TEST_DIR, { recursive: true });
  const client = new PGlite();
  const database = await openDatabase({ pglite: client, migrate: true });
  const dump = await client.dumpDataDir('none');
  // Write then rename, so a test file of a concurrent run never reads a half-written template.
  const partial = `${PGLITE_TEMPLATE_FILE}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, PGLITE_TEMPLATE_FILE);
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

