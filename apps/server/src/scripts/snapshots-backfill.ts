import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { rebuildSnapshots } from '../modules/daily-reports/daily-report.service.ts';

/**
 * `npm run snapshots:backfill`: rebuilds the daily snapshots of every finished day of the current
 * and the prior event year from the recorded line items, teams and persons and their timestamps
 * (what the Daily Snapshots report's Rebuild button does). Running it twice leaves the same rows.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
  try {
    const result = await rebuildSnapshots(database.db);
    for (const y of result.years) {
      console.info(y.days ? `${y.year}: ${y.days} daily snapshots rebuilt, ${y.from} to ${y.to}.` : `${y.year}: no data, no snapshots.`);
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
