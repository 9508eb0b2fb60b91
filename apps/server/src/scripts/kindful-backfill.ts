import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { backfillKindfulExports, exportSettingsFrom } from '../modules/kindful/kindful-export.ts';

/**
 * `npm run kindful:backfill`: writes the Kindful export record of every transaction recorded
 * before the queue existed (or without one), with today's KINDFUL_CAMPAIGN and KINDFUL_FUND.
 * Safe to run again: a transaction that has its record is left alone.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: true });
  try {
    const written = await backfillKindfulExports(database.db, exportSettingsFrom(config));
    console.info(`Kindful backfill: ${written} export record${written === 1 ? '' : 's'} written.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
