import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../src/db/client.ts';
import type { EmailMessage, Mailer } from '../src/integrations/email.ts';
import { withDatabase } from './global-setup.ts';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE_FILE, TEST_DIR } from './paths.ts';

/** Which database the API tests run on: PGlite by default, PostgreSQL in the "api-postgres" project. */
export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.WALKFUND_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh copy of the migrated template database for one test file. */
export async function openTestDatabase(options: Pick<OpenDatabaseOptions, 'preparedStatements'> = {}): Promise<Database> {
  if (TEST_DB_KIND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `walkfund_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), ...options });
    return {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]);
  const client = new PGlite({ loadDataDir: dump });
  return openDatabase({ pglite: client });
}

/** A mailer that keeps messages in memory, so tests can read reset links and receipts. */
export function memoryMailer(): Mailer & { messages: EmailMessage[] } {
  const messages: EmailMessage[] = [];
  let id = 0;
  return {
    messages,
    async send(message) {
      messages.push(message);
      return { id: ++id, status: 'outbox' as const };
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mailer: ReturnType<typeof memoryMailer>;
  config: AppConfig;
  close(): Promise<void>;
}

/** buildApp over a fresh database with test configuration; overrides adjust config. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: TEST_DIR, JWT_SECRET: randomBytes(32).toString('hex') },
    overrides,
  );
  const mailer = memoryMailer();
  const app = await buildApp({ config, database, mailer });
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
