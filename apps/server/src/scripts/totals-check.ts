import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { findTeamTotalMismatches, lockTeam, recomputeTeamTotal } from '../modules/teams/team.repo.ts';

/**
 * `npm run totals:check [-- --fix]`: every team's stored totalRaised against the full recompute
 * from its line items (docs/decisions/0111-team-total-raised.md). Checkouts add to the stored total incrementally
 * (addToTeamTotal); this proves it never drifted. Safe to run at any time, also while the
 * server takes donations. Exits 1 when a team differs; `--fix` recomputes those teams.
 */
async function main() {
  const fix = process.argv.includes('--fix');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
  try {
    const mismatches = await findTeamTotalMismatches(database.db);
    if (!mismatches.length) {
      console.info('Team totals: every team equals the sum of its line items.');
      return;
    }
    for (const m of mismatches) {
      console.error(`team ${m.id} (${m.name}): stored ${(m.storedCents / 100).toFixed(2)}, line items ${(m.lineItemsCents / 100).toFixed(2)}`);
    }
    if (fix) {
      for (const m of mismatches) {
        await database.db.transaction(async (tx) => {
          const team = await lockTeam(tx, m.id);
          if (team) await recomputeTeamTotal(tx, team.id, team.year);
        });
      }
      console.info(`Recomputed ${mismatches.length} team total(s).`);
      return;
    }
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
