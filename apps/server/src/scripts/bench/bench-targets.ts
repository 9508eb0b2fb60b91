import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../db/client.ts';
import { freePort } from '../chaos/server-process.ts';
import { BENCH_ADMIN } from './bench-seed.ts';
import { options } from './bench-options.ts';
import { BenchProcess, databaseCpuSeconds } from './processes.ts';

/** A database the benchmark seeds and runs the product on. */
export interface DatabaseUnderTest {
  label: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
  open(): ReturnType<typeof openDatabase>;
  /**
   * After seeding: the seed's writes are flushed now (PostgreSQL CHECKPOINT), not by a spread
   * checkpoint writing in the background for minutes while the checkouts are measured.
   */
  flush?(): Promise<void>;
  /** CPU seconds its server's processes for this database have used (PostgreSQL on this machine), or null. */
  cpuSeconds?(): number | null;
  drop(): Promise<void>;
}

export function pgliteTarget(): DatabaseUnderTest {
  const dataDir = path.join(options.workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir, migrate: true }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A scratch database beside `serverUrl`'s, dropped after. */
export async function postgresTarget(serverUrl: string): Promise<DatabaseUnderTest> {
  const name = `walkfund_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl, DATA_DIR: path.join(options.workDir, 'pg-data') },
    open: () => openDatabase({ databaseUrl, migrate: true }),
    cpuSeconds: () => databaseCpuSeconds(name),
    async flush() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query('checkpoint');
      } catch (err) {
        // CHECKPOINT needs a superuser or pg_checkpoint: without it the run goes on, said in the log.
        console.warn(`CHECKPOINT after seeding refused: ${err instanceof Error ? err.message : String(err)}`);
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The built product (npm start) on the target's database, not started yet. */
export async function productProcess(target: DatabaseUnderTest): Promise<BenchProcess> {
  return new BenchProcess(
    'apps/server/src/scripts/start.ts',
    {
      ...target.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ALLOW_TEST_PAYMENTS: 'true',
      // Donors give their own address in X-Forwarded-For (checkout-load.ts), as behind a proxy;
      // each one checks out far more often than a person, so the limits are raised.
      TRUST_PROXY: 'true',
      RATE_LIMIT_SCALE: '1000000',
      WEB_DIST: options.webDist,
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
      ...(process.env.DATABASE_PREPARED_STATEMENTS ? { DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS } : {}),
    },
    await freePort(),
    path.join(options.workDir, `${target.label}.log`),
  );
}
