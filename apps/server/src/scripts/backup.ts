import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig, REPO_ROOT } from '../config.ts';

/**
 * `npm run backup [-- --out <folder>]`: one file holding the whole database, uploaded images
 * included (they live in it: docs/decisions/0116-images.md), named with the date and time.
 * PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, one consistent snapshot while the server
 * runs. The embedded database (PGlite in DATA_DIR): its data folder as a gzipped tarball, taken
 * while no server has it open. `npm run restore -- <file>` puts either back.
 */

export interface BackupTarget {
  DATABASE_URL?: string;
  DATA_DIR: string;
}

/** walkfund-<kind>-2026-05-02T14-03-59Z<ext>: sorts by time, no characters a file system refuses. */
export function backupFileName(kind: 'postgres' | 'pglite', now = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
  return `walkfund-${kind}-${stamp}${kind === 'postgres' ? '.dump' : '.tar.gz'}`;
}

/** A URL without its password, and the password apart: pg_dump and pg_restore read it from PGPASSWORD, not the command line. */
export function splitPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** The major version of a PostgreSQL client tool (pg_dump, pg_restore), e.g. 15. */
export function clientMajorVersion(tool: 'pg_dump' | 'pg_restore'): number {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error(`${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`);
  const match = /\(PostgreSQL\) (\d+)/.exec(result.stdout);
  if (!match) throw new Error(`${tool} --version answered "${result.stdout.trim()}"`);
  return Number(match[1]);
}

export async function serverMajorVersion(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(result.rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** The embedded database's folder in DATA_DIR (db/client.ts opens the same). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Writes the backup into `outDir`; answers its path. */
export async function backupDatabase(target: BackupTarget, outDir: string, now = new Date()): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  if (target.DATABASE_URL) {
    // pg_dump refuses a server newer than itself; say which versions, and what to do.
    const client = clientMajorVersion('pg_dump');
    const server = await serverMajorVersion(target.DATABASE_URL);
    if (client < server) {
      throw new Error(`pg_dump ${client} cannot dump PostgreSQL ${server}: install pg_dump ${server} or newer, or run it where the server is (docs/deploy.md, "Backups").`);
    }
    const file = path.join(outDir, backupFileName('postgres', now));
    const { url, env } = splitPassword(target.DATABASE_URL);
    const result = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`], { env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pg_dump failed: ${result.stderr.trim()}`);
    return file;
  }
  const folder = pgliteFolder(target.DATA_DIR);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`No embedded database in ${folder}: nothing to back up.`);
  refuseOpenPglite(folder);
  const client = new PGlite(folder);
  try {
    // Dumped before any query, or with PGlite's own 'gzip', the dump never finished here (0.5.16 on
    // Node): the database is opened with a query first and the tarball compressed with zlib.
    await client.query('select 1');
    const tarball = await client.dumpDataDir('none');
    const file = path.join(outDir, backupFileName('pglite', now));
    writeFileSync(file, gzipSync(Buffer.from(await tarball.arrayBuffer())), { mode: 0o600 });
    return file;
  } finally {
    await client.close();
  }
}

/**
 * PGlite holds postmaster.pid while a process has the folder open: a second process copying or
 * writing it then would read a database in the middle of a write.
 */
export function refuseOpenPglite(folder: string): void {
  if (existsSync(path.join(folder, 'postmaster.pid'))) {
    throw new Error(
      `The embedded database in ${folder} is open: stop the server first (or use PostgreSQL to back up while it runs). ` +
        'If no server runs, the last one did not close it: start and stop it once.',
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const outDir = path.resolve(outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1]! : path.join(REPO_ROOT, 'backups'));
  try {
    const config = loadConfig();
    const file = await backupDatabase(config, outDir);
    console.info(`Backup written: ${file}`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
