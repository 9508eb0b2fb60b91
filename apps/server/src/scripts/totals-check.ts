import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { currentEventYear } from '../modules/event-settings/event-settings.service.ts';
import {
  findFundraiserTotalMismatches, findTeamTotalMismatches, lockTeam, recomputeFundraiserTotals, recomputeTeamTotal, type FundraiserTotalMismatch,
  type TeamTotalMismatch,
} from '../modules/teams/team.repo.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

export interface TotalsCheck {
  teams: TeamTotalMismatch[];
  /** Memberships of the current event year whose raised_cents differs (docs/decisions/0008-fundraiser-credit.md). */
  fundraisers: FundraiserTotalMismatch[];
  /** True when the differences were recomputed (`fix`). */
  fixed: boolean;
}

/**
 * Every team's stored totalRaised, and every membership's raised_cents of the current event year,
 * against the full recompute from line items; with `fix`, recomputes each one that differs (its
 * team locked first, as every writer of a total does). Names each difference through `log`.
 */
export async function checkTotals(db: Db, options: { fix: boolean }, log: Pick<Console, 'info' | 'error'> = console): Promise<TotalsCheck> {
  const year = await currentEventYear(db);
  const teams = await findTeamTotalMismatches(db);
  const fundraisers = await findFundraiserTotalMismatches(db, year);
  if (!teams.length) log.info('Team totals: every team equals the sum of its line items.');
  if (!fundraisers.length) log.info(`Fundraiser totals: every membership of ${year} equals the sum of its credited line items.`);
  for (const m of teams) log.error(`team ${m.id} (${m.name}): stored ${dollars(m.storedCents)}, line items ${dollars(m.lineItemsCents)}`);
  for (const m of fundraisers) {
    log.error(
      `fundraiser ${m.personId} (${m.firstName} ${m.lastName}) on team ${m.teamId} (${m.teamName}) in ${m.year}: ` +
        `stored ${dollars(m.storedCents)}, line items ${dollars(m.lineItemsCents)}`,
    );
  }
  if (!options.fix || (!teams.length && !fundraisers.length)) return { teams, fundraisers, fixed: false };
  for (const m of teams) {
    await db.transaction(async (tx) => {
      const team = await lockTeam(tx, m.id);
      if (team) await recomputeTeamTotal(tx, team.id, team.year);
    });
  }
  for (const m of fundraisers) {
    await db.transaction(async (tx) => {
      if (await lockTeam(tx, m.teamId)) await recomputeFundraiserTotals(tx, m.teamId, m.year, m.personId);
    });
  }
  log.info(`Recomputed ${teams.length} team total(s) and ${fundraisers.length} fundraiser total(s).`);
  return { teams, fundraisers, fixed: true };
}

/**
 * `npm run totals:check [-- --fix]`: every team's stored totalRaised against the full recompute
 * from its line items (docs/decisions/0111-team-total-raised.md), and every fundraiser's total of
 * the current year the same way (docs/decisions/0008-fundraiser-credit.md). Checkouts add to the
 * stored totals incrementally (teamTotalIncrement, fundraiserCreditIncrement); this proves they
 * never drifted. Safe to run at any time, also while the server takes donations. Exits 1 when a
 * total differs; `--fix` recomputes those.
 */
async function main() {
  const fix = process.argv.includes('--fix');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
  try {
    const result = await checkTotals(database.db, { fix });
    if ((result.teams.length || result.fundraisers.length) && !result.fixed) process.exitCode = 1;
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
