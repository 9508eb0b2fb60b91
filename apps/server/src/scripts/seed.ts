import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { resetAndSeed } from './seed-data.ts';

/**
 * `npm run seed`: migrates, then EMPTIES every table and seeds the demo data again (one
 * transaction). Refuses a production database unless run with --force.
 */
async function main() {
  const config = loadConfig();
  if (config.NODE_ENV === 'production' && !process.argv.includes('--force')) {
    throw new Error('npm run seed deletes every row. Refusing on a production database; run it with --force to proceed.');
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: true });
  try {
    await resetAndSeed({ db: database.db, config, log: console });
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
