import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { currentEventYear } from '../modules/event-settings/event-settings.service.ts';
import { findTotalsMismatches, recomputeTotals, type FundraiserTotalMismatch, type TeamTotalMismatch } from '../modules/ledger/ledger.service.ts';
import { findMatchProblems } from '../modules/matches/matches.service.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

export interface TotalsCheck {
  teams: TeamTotalMismatch[];
  /** Memberships of the current event year whose raised_cents differs (docs/decisions/0008-fundraiser-credit.md). */
  fundraisers: FundraiserTotalMismatch[];
  /**
   * Sponsor matches whose books do not add up (docs/features/sponsor-matches.md): the cap less what
   * is left must equal what its gifts were matched, net of refunds, and the sum of its line items,
   * never more than the cap. Never fixed automatically: a person looks.
   */
  matches: Awaited<ReturnType<typeof findMatchProblems>>;
  /** True when the differences were recomputed (`fix`). */
  fixed: boolean;
}

/**
 * Every team's stored totalRaised, and every membership's raised_cents of the current event year,
 * against the full recompute from line items; with `fix`, recomputes each one that differs (its
 * team locked first, as every writer of a total does: the ledger's recomputeTotals). Names each difference through `log`.
 */
export async function checkTotals(db: Db, options: { fix: boolean }, log: Pick<Console, 'info' | 'error'> = console): Promise<TotalsCheck> {
  const year = await currentEventYear(db);
  const { teams, fundraisers } = await findTotalsMismatches(db, year);
  const matches = await findMatchProblems(db);
  if (!matches.length) log.info('Sponsor matches: every match is within its cap and equals its matched line items.');
  for (const m of matches) {
    log.error(
      `match ${m.id} (${m.sponsorName}): cap ${dollars(m.capCents)}, spent ${dollars(m.spentCents)}, matched net ${dollars(m.creditedCents)}, line items ${dollars(m.lineItemsCents)}`,
    );
  }
  if (!teams.length) log.info('Team totals: every team equals the sum of its line items.');
  if (!fundraisers.length) log.info(`Fundraiser totals: every membership of ${year} equals the sum of its credited line items.`);
  for (const m of teams) log.error(`team ${m.id} (${m.name}): stored ${dollars(m.storedCents)}, line items ${dollars(m.lineItemsCents)}`);
  for (const m of fundraisers) {
    log.error(
      `fundraiser ${m.personId} (${m.firstName} ${m.lastName}) on team ${m.teamId} (${m.teamName}) in ${m.year}: ` +
        `stored ${dollars(m.storedCents)}, line items ${dollars(m.lineItemsCents)}`,
    );
  }
  if (!options.fix || (!teams.length && !fundraisers.length)) return { teams, fundraisers, matches, fixed: false };
  await recomputeTotals(db, { teams, fundraisers });
  log.info(`Recomputed ${teams.length} team total(s) and ${fundraisers.length} fundraiser total(s).`);
  return { teams, fundraisers, matches, fixed: true };
}

/**
 * `npm run totals:check [-- --fix]`: every team's stored totalRaised against the full recompute
 * from its line items (docs/decisions/0111-team-total-raised.md), and every fundraiser's total of
 * the current year the same way (docs/decisions/0008-fundraiser-credit.md). Checkouts add to the
 * stored totals incrementally (the ledger's creditTeamTotals); this proves they
 * never drifted. Safe to run at any time, also while the server takes donations. Exits 1 when a
 * total differs; `--fix` recomputes those.
 */
async function main() {
  const fix = process.argv.includes('--fix');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
  try {
    const result = await checkTotals(database.db, { fix });
    if (((result.teams.length || result.fundraisers.length) && !result.fixed) || result.matches.length) process.exitCode = 1;
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
