import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { clientMajorVersion, pgliteFolder, refuseOpenPglite, splitPassword, type BackupTarget } from './backup.ts';

/**
 * `npm run restore -- <file> [--force]`: puts a backup of `npm run backup` back, into DATABASE_URL
 * (a pg_dump custom file) or into the embedded database in DATA_DIR (a PGlite tarball). It
 * restores into an empty database only, unless --force: PostgreSQL's existing tables are then
 * dropped first, an existing embedded database folder is moved aside (pglite.before-restore-<time>).
 */

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** pg_dump's custom format starts with "PGDMP"; a gzip file with 1f 8b. */
export function backupKind(file: string): 'postgres' | 'pglite' {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new RestoreRefusedError(`${file} is not a Walkfund backup (neither a pg_dump custom file nor an embedded database tarball).`);
}

/** Tables of the database outside PostgreSQL's own schemas: an empty database has none. */
async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      "select count(*) as n from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(result.rows[0]!.n);
  } finally {
    await client.end();
  }
}

export interface RestoreOptions {
  /** Replace what the database holds. */
  force?: boolean;
  now?: Date;
}

/** Restores `file` into the target; answers a line saying what it did. */
export async function restoreDatabase(target: BackupTarget, file: string, options: RestoreOptions = {}): Promise<string> {
  if (!existsSync(file)) throw new RestoreRefusedError(`${file} does not exist.`);
  const kind = backupKind(file);
  if (target.DATABASE_URL) {
    if (kind !== 'postgres') throw new RestoreRefusedError(`${file} is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.`);
    clientMajorVersion('pg_restore');
    const tables = await userTableCount(target.DATABASE_URL);
    if (tables > 0 && !options.force) {
      throw new RestoreRefusedError(`The database is not empty (${tables} tables): restore into a new database, or add --force to replace what it holds.`);
    }
    const { url, env } = splitPassword(target.DATABASE_URL);
    const args = ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${url}`];
    if (tables > 0) args.push('--clean', '--if-exists');
    const result = spawnSync('pg_restore', [...args, file], { env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pg_restore failed (nothing was changed): ${result.stderr.trim()}`);
    const { host, pathname } = new URL(target.DATABASE_URL);
    return `Restored ${path.basename(file)} into PostgreSQL ${host}${pathname}.`;
  }
  if (kind !== 'pglite') throw new RestoreRefusedError(`${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into.`);
  const folder = pgliteFolder(target.DATA_DIR);
  let movedAside: string | null = null;
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    refuseOpenPglite(folder);
    if (!options.force) throw new RestoreRefusedError(`${folder} already holds a database: add --force to replace it (it is moved aside, not deleted).`);
    movedAside = `${folder}.before-restore-${(options.now ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}`;
    renameSync(folder, movedAside);
  }
  mkdirSync(target.DATA_DIR, { recursive: true });
  const client = new PGlite(folder, { loadDataDir: new Blob([gunzipSync(readFileSync(file))]) });
  await client.query('select 1');
  await client.close();
  return `Restored ${path.basename(file)} into ${folder}${movedAside ? ` (the previous database is in ${movedAside})` : ''}.`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run restore -- <backup file> [--force]');
    process.exit(2);
  }
  try {
    console.info(await restoreDatabase(loadConfig(), path.resolve(file), { force: args.includes('--force') }));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
