import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded database in DATA_DIR. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: true });
  await database.close();
  // The URL may carry a password: name only the host and database.
  const target = config.DATABASE_URL
    ? `PostgreSQL ${new URL(config.DATABASE_URL).host}${new URL(config.DATABASE_URL).pathname}`
    : `the embedded database in ${config.DATA_DIR}`;
  console.info(`Migrations applied to ${target}.`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
