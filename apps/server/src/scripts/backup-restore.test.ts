import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { REPO_ROOT } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE_FILE } from '../../test/paths.ts';
import { TEST_DB_KIND } from '../../test/test-app.ts';
import { backupFileName, type BackupTarget } from './backup.ts';
import { resetAndSeed } from './seed-data.ts';

const SCRIPTS = path.join(REPO_ROOT, 'apps/server/src/scripts');

/** The tables whose whole content must come back: teams and their totals, people, money, images. */
const COMPARED_TABLES = ['teams', 'persons', 'team_members', 'users', 'transactions', 'line_items', 'checkouts', 'uploads', 'fundraiser_pages', 'event_settings'];

/** Per table: its row count and a digest of every row, so two databases compare exactly. */
async function contentOf(database: Database): Promise<Record<string, { rows: number; digest: string }>> {
  const content: Record<string, { rows: number; digest: string }> = {};
  for (const table of COMPARED_TABLES) {
    const result = await database.db.execute<{ rows: string | number; digest: string | null }>(
      sql`select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
    );
    content[table] = { rows: Number(result.rows[0]!.rows), digest: result.rows[0]!.digest ?? '' };
  }
  return content;
}

const silentLog = { info: () => undefined, warn: () => undefined };
const seedConfig = { ADMIN_EMAIL: 'admin@walkfund.local', ADMIN_PASSWORD: 'Walkfund#2026', NODE_ENV: 'development' as const };

/** The demo data, plus an uploaded image (the demo has none): its bytes must come back too. */
async function seed(database: Database): Promise<void> {
  await resetAndSeed({ db: database.db, config: seedConfig, log: silentLog });
  const image = randomBytes(2048);
  await database.db.execute(
    sql`insert into uploads (kind, storage_key, mime_type, bytes, width, height, data) values ('team', ${`${randomBytes(16).toString('hex')}.webp`}, 'image/webp', ${image.length}, 32, 32, ${image})`,
  );
}

describe(`npm run backup, then npm run restore into a new database (${TEST_DB_KIND})`, () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'walkfund-backup-'));
  const scratch: string[] = [];
  let source: BackupTarget;
  let restored: BackupTarget;
  let sourceDatabase: Database;

  beforeAll(async () => {
    if (TEST_DB_KIND === 'postgres') {
      const url = process.env.TEST_DATABASE_URL!;
      const suffix = randomBytes(5).toString('hex');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE walkfund_backup_${suffix} TEMPLATE ${PG_TEMPLATE_DB}`);
      // A new, empty database: what a restore starts from on a new server.
      await admin.query(`CREATE DATABASE walkfund_restore_${suffix}`);
      await admin.end();
      scratch.push(`walkfund_backup_${suffix}`, `walkfund_restore_${suffix}`);
      source = { DATABASE_URL: withDatabase(url, `walkfund_backup_${suffix}`), DATA_DIR: outDir };
      restored = { DATABASE_URL: withDatabase(url, `walkfund_restore_${suffix}`), DATA_DIR: outDir };
      sourceDatabase = await openDatabase({ databaseUrl: source.DATABASE_URL });
    } else {
      source = { DATA_DIR: path.join(outDir, 'source') };
      restored = { DATA_DIR: path.join(outDir, 'restored') };
      mkdirSync(source.DATA_DIR, { recursive: true });
      const client = new PGlite(path.join(source.DATA_DIR, 'pglite'), { loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]) });
      sourceDatabase = await openDatabase({ pglite: client });
    }
    await seed(sourceDatabase);
  }, 120_000);

  afterAll(async () => {
    await sourceDatabase.close().catch(() => undefined);
    if (scratch.length) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
      await admin.connect();
      for (const name of scratch) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(outDir, { recursive: true, force: true });
  });

  /** `npm run backup` / `npm run restore` as a shell runs them: a process of their own, configured by the environment. */
  function cli(script: 'backup.ts' | 'restore.ts', target: BackupTarget, args: string[]): { status: number | null; out: string } {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.DATA_DIR, JWT_SECRET: randomBytes(32).toString('hex'), DATABASE_URL: target.DATABASE_URL ?? '' };
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(SCRIPTS, script), ...args], { env, encoding: 'utf8', cwd: REPO_ROOT });
    return { status: result.status, out: `${result.stdout}${result.stderr}` };
  }

  it('restores the same teams, totals, transactions and images, and refuses a non-empty database unless forced', async () => {
    const before = await contentOf(sourceDatabase);
    expect(before.teams!.rows).toBeGreaterThan(0);
    expect(before.transactions!.rows).toBeGreaterThan(0);
    expect(before.uploads!.rows).toBe(1);
    if (TEST_DB_KIND === 'pglite') {
      // The embedded database is backed up while no server holds it.
      expect(cli('backup.ts', source, ['--out', outDir])).toMatchObject({ status: 1, out: expect.stringContaining('is open: stop the server first') });
      await sourceDatabase.close();
    }

    const backup = cli('backup.ts', source, ['--out', outDir]);
    expect(backup.status, backup.out).toBe(0);
    const file = /^Backup written: (.+)$/m.exec(backup.out)![1]!;
    expect(path.basename(file)).toMatch(/^walkfund-(postgres|pglite)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.(dump|tar\.gz)$/);

    const restore = cli('restore.ts', restored, [file]);
    expect(restore.status, restore.out).toBe(0);
    // Again into the same (now full) database: refused, unless told.
    expect(cli('restore.ts', restored, [file])).toMatchObject({ status: 1, out: expect.stringMatching(/not empty|already holds a database/) });
    const forced = cli('restore.ts', restored, [file, '--force']);
    expect(forced.status, forced.out).toBe(0);

    // Opened as the server opens it: this release's migrations, nothing newer, nothing to apply.
    const restoredDatabase = TEST_DB_KIND === 'postgres'
      ? await openDatabase({ databaseUrl: restored.DATABASE_URL, migrate: true })
      : await openDatabase({ dataDir: restored.DATA_DIR, migrate: true });
    try {
      expect(await contentOf(restoredDatabase)).toEqual(before);
      const totals = await restoredDatabase.db.execute<{ raised: string }>(sql`select coalesce(sum(total_charged_cents), 0) as raised from transactions`);
      expect(Number(totals.rows[0]!.raised)).toBeGreaterThan(0);
    } finally {
      await restoredDatabase.close();
    }
  }, 240_000);

  it('names a backup by its date and time', () => {
    expect(backupFileName('postgres', new Date('2026-05-02T14:03:59.123Z'))).toBe('walkfund-postgres-2026-05-02T14-03-59Z.dump');
    expect(backupFileName('pglite', new Date('2026-05-02T14:03:59.123Z'))).toBe('walkfund-pglite-2026-05-02T14-03-59Z.tar.gz');
  });
});
