import { pathToFileURL } from 'node:url';
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { feeCents, SHIPPING_FEE_CENTS } from '@walkfund/domain';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { dailyReports, lineItems, persons, teamMembers, teams, transactions, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { addDays, chicagoDay } from '../modules/daily-reports/chicago-day.ts';
import { insertSnapshots, snapshotTotals } from '../modules/daily-reports/daily-report.repo.ts';
import { currentEventYear } from '../modules/event-settings/event-settings.service.ts';
import { seedIfEmpty } from './seed-data.ts';
import { CAMPUSES, EMPLOYERS, FIRST_NAMES, LAST_NAMES, SHIRT_SIZES, TEAM_ADJECTIVES, TEAM_WORDS, address, generator, phone, type City } from './seed-scale-random.ts';
import { SCALE_EMAIL_DOMAIN, SCALE_SLUG_PREFIX, bulkInsert, hasScaleData, nextId, removeScaleData, resetSequence } from './seed-scale-sql.ts';

export { SCALE_EMAIL_DOMAIN, SCALE_SLUG_PREFIX } from './seed-scale-sql.ts';

/*
 * `npm run seed:scale`: ten times a real event, to measure the reports at scale. Three event
 * years (the current one and the two before): 5,000 teams, 100,000 persons with their team
 * memberships, 300,000 line items with their transactions, a captain user per team, and two
 * years of daily snapshots computed from that data as the snapshot job would have. Bulk
 * multi-row inserts in one database transaction; deterministic (a seeded generator); rows are
 * recognisable by the SCALE_EMAIL_DOMAIN and SCALE_SLUG_PREFIX, so a second run refuses unless
 * `--force`, which first removes the previous scale rows.
 */

/** The password of every scale captain (users are created for the teams report's captains). */
export const SCALE_CAPTAIN_PASSWORD = 'Scale#Captain1';

/** Ten times a real event, over three years. */
export const SCALE_TOTALS = { teams: 5_000, persons: 100_000, lineItems: 300_000 } as const;
/** The current year's share and the two years before. */
const YEAR_SHARES = [0.4, 0.32, 0.28] as const;
/** How long a year's season lasts before "now" (that year's now: now minus k years). */
const SEASON_DAYS = 300;
/** Days of snapshots per year (current and prior). */
const SNAPSHOT_DAYS = 365;

export interface SeedScaleOptions {
  /** Multiplies every count (1 = ten times a real event; tests use a small fraction). */
  scale?: number;
  /** Replace scale data already there instead of refusing. */
  force?: boolean;
  /** The generator's seed: the same seed writes the same rows. */
  seed?: number;
  /** The clock the seasons and snapshots end at (default now). */
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedScaleSummary {
  years: number[];
  teams: number;
  users: number;
  persons: number;
  teamMembers: number;
  transactions: number;
  lineItems: number;
  snapshots: number;
  ms: number;
}

export class ScaleDataPresentError extends Error {
  constructor() {
    super('The database already holds scale data. Run `npm run seed:scale -- --force` to replace it.');
  }
}

const DAY_MS = 86_400_000;

function yearsBefore(now: Date, k: number): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - k);
  return d;
}

/**
 * Writes the scale data. Refuses (ScaleDataPresentError) when scale data is there, unless `force`.
 * Needs the event settings (the current year); `npm run seed:scale` seeds the demo first on an empty database.
 */
export async function seedScale(db: Db, options: SeedScaleOptions = {}): Promise<SeedScaleSummary> {
  const started = performance.now();
  const scale = options.scale ?? 1;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const rng = generator(options.seed ?? 20_250_510);
  const passwordHash = await hashPassword(SCALE_CAPTAIN_PASSWORD);

  const summary = await db.transaction(async (tx) => {
    if (await hasScaleData(tx)) {
      if (!options.force) throw new ScaleDataPresentError();
      log('Removing the previous scale data…');
      await removeScaleData(tx);
    }
    const currentYear = await currentEventYear(tx);
    const years = [currentYear, currentYear - 1, currentYear - 2];
    let teamId = await nextId(tx, 'teams');
    let personId = await nextId(tx, 'persons');
    let userId = await nextId(tx, 'users');
    let transactionId = await nextId(tx, 'transactions');
    let lineItemId = await nextId(tx, 'line_items');
    const counts = { teams: 0, users: 0, persons: 0, teamMembers: 0, transactions: 0, lineItems: 0 };

    for (const [k, year] of years.entries()) {
      const share = YEAR_SHARES[k]!;
      const seasonEnd = yearsBefore(now, k).getTime();
      const seasonStart = seasonEnd - SEASON_DAYS * DAY_MS;
      const when = () => new Date(seasonStart + Math.floor(rng.next() * (seasonEnd - seasonStart)));
      const nTeams = Math.max(1, Math.round(SCALE_TOTALS.teams * scale * share));
      const nPersons = Math.max(nTeams, Math.round(SCALE_TOTALS.persons * scale * share));
      const nLineItems = Math.max(1, Math.round(SCALE_TOTALS.lineItems * scale * share));

      // Teams, each with its captain: a person of the year, a member of the team, a captain user.
      const teamRows: (typeof teams.$inferInsert)[] = [];
      const personRows: (typeof persons.$inferInsert)[] = [];
      const userRows: (typeof users.$inferInsert)[] = [];
      const memberRows: (typeof teamMembers.$inferInsert)[] = [];
      const yearTeams: { id: number; city: City }[] = [];
      const yearPersons: { id: number; name: string }[] = [];
      const newPerson = (city: City, createdAt: Date, extra: Partial<typeof persons.$inferInsert> = {}) => {
        const firstName = rng.pick(FIRST_NAMES);
        const lastName = rng.pick(LAST_NAMES);
        const lifeChurch = rng.chance(0.15);
        const id = personId++;
        personRows.push({
          id, firstName, lastName, email: `${firstName}.${lastName}.${id}@${SCALE_EMAIL_DOMAIN}`.toLowerCase(), phone: phone(rng),
          address: address(rng, city), lifeChurch, lifeChurchLocation: lifeChurch ? rng.pick(CAMPUSES) : null,
          shirtSize: rng.pick(SHIRT_SIZES), marketing: rng.chance(0.7), anonymous: rng.chance(0.05), eventYear: year,
          event: rng.chance(0.6) ? 'piecewalk' : rng.chance(0.6) ? '5k' : 'donor', eventCity: city,
          birthDate: `${rng.int(1950, 2012)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
          gender: rng.pick(['Male', 'Female']), createdAt, updatedAt: createdAt, ...extra,
        });
        yearPersons.push({ id, name: `${firstName} ${lastName}` });
        return { id, firstName, lastName, email: personRows.at(-1)!.email };
      };

      for (let i = 0; i < nTeams; i++) {
        const id = teamId++;
        const city: City = rng.chance(0.6) ? 'Oklahoma City' : 'Tulsa';
        const createdAt = when();
        const captain = newPerson(city, createdAt);
        const captainUserId = userId++;
        const name = `${rng.pick(TEAM_ADJECTIVES)} ${rng.pick(TEAM_WORDS)} ${id}`;
        teamRows.push({
          id, name, slug: `${SCALE_SLUG_PREFIX}${id}`, teamMessage: 'We walk together.', eventCity: city, year,
          // Teams of past years were not reactivated: the Teams report's InActive rows.
          active: k === 0 ? rng.chance(0.9) : false,
          teamDonationGoalCents: rng.int(5, 100) * 10_000, teamMemberGoal: rng.int(5, 40),
          captainPersonId: captain.id, hasFacebookFundraiser: rng.chance(0.2), hasCommunityEvent: rng.chance(0.1),
          hasEmployeeMatch: rng.chance(0.1), createdAt, updatedAt: createdAt,
        });
        userRows.push({ id: captainUserId, email: captain.email, passwordHash, role: 'captain', isEmailVerified: true, personId: captain.id, teamId: id, createdAt, updatedAt: createdAt });
        memberRows.push({ teamId: id, personId: captain.id, eventYear: year, createdAt });
        yearTeams.push({ id, city });
      }
      const teamsOf: Record<City, { id: number; city: City }[]> = {
        'Oklahoma City': yearTeams.filter((t) => t.city === 'Oklahoma City'),
        Tulsa: yearTeams.filter((t) => t.city === 'Tulsa'),
      };

      // The other persons of the year: most walk with a team of their city.
      while (personRows.length < nPersons) {
        const city: City = rng.chance(0.6) ? 'Oklahoma City' : 'Tulsa';
        const createdAt = when();
        const person = newPerson(city, createdAt);
        const choices = teamsOf[city].length ? teamsOf[city] : yearTeams;
        if (rng.chance(0.72)) memberRows.push({ teamId: rng.pick(choices).id, personId: person.id, eventYear: year, createdAt });
      }

      // Transactions of one or two line items (donation, 5k registration, shirts) until the year's count.
      const transactionRows: (typeof transactions.$inferInsert)[] = [];
      const itemRows: (typeof lineItems.$inferInsert)[] = [];
      let itemsLeft = nLineItems;
      while (itemsLeft > 0) {
        const id = transactionId++;
        const createdAt = when();
        const donor = rng.pick(yearPersons);
        const team = rng.chance(0.65) ? rng.pick(yearTeams) : null;
        const city: City = team?.city ?? (rng.chance(0.6) ? 'Oklahoma City' : 'Tulsa');
        const n = Math.min(itemsLeft, rng.chance(0.5) ? 1 : 2);
        itemsLeft -= n;
        let subtotal = 0;
        let shirts = false;
        const shippingAddress = address(rng, city);
        for (let j = 0; j < n; j++) {
          const roll = rng.next();
          const base = {
            id: lineItemId++, transactionId: id, primaryContact: donor.name, personId: donor.id, teamId: team?.id ?? null,
            eventCity: city, eventYear: year, createdAt,
          };
          if (roll < 0.6) {
            const amountCents = rng.pick([10, 20, 25, 50, 100, 150, 250, 500]) * 100;
            const useEmployerAsName = rng.chance(0.05);
            itemRows.push({ ...base, type: 'donation', amountCents, anonymous: rng.chance(0.08), useEmployerAsName, myEmployer: useEmployerAsName ? rng.pick(EMPLOYERS) : null });
            subtotal += amountCents;
          } else if (roll < 0.85) {
            const virtual = rng.chance(0.2);
            const cost = virtual ? 25 : 30;
            const [firstName, lastName] = donor.name.split(' ') as [string, string];
            itemRows.push({
              ...base, type: '5k', amountCents: cost * 100, shippingAddress: virtual ? shippingAddress : null,
              runnerDetails: {
                firstName, lastName, email: `${firstName}.${lastName}.${donor.id}@${SCALE_EMAIL_DOMAIN}`.toLowerCase(), runType: virtual ? 'virtual' : 'in-person',
                registrationCost: cost, shirtSize: rng.pick(SHIRT_SIZES), gender: rng.pick(['Male', 'Female']),
                birthDate: `${rng.int(1950, 2012)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, lifeChurch: false, lifeChurchLocation: null,
                shipping: virtual ? shippingAddress : null,
              },
            });
            subtotal += cost * 100;
          } else {
            const unitCount = rng.int(1, 3);
            itemRows.push({
              ...base, type: 'tshirt', amountCents: unitCount * 2_000, shippingAddress,
              productDetails: { type: 'tshirt', name: 'Event T-Shirt', size: rng.pick(SHIRT_SIZES), pricePerUnit: 20, unitCount, slug: 'event-t-shirt' },
            });
            subtotal += unitCount * 2_000;
            shirts = true;
          }
        }
        const shippingFeeCents = shirts ? SHIPPING_FEE_CENTS : 0;
        const totalAmountCents = subtotal + shippingFeeCents;
        const feesCoveredCents = rng.chance(0.8) ? feeCents(totalAmountCents) : 0;
        const [contactFirstName, contactLastName] = donor.name.split(' ') as [string, string];
        const offline = rng.chance(0.03);
        transactionRows.push({
          id, active: !rng.chance(0.01), supportingType: team ? 'team' : 'event', teamId: team?.id ?? null, eventCity: city, eventYear: year,
          donatorPersonId: donor.id, totalAmountCents, totalChargedCents: totalAmountCents + (offline ? 0 : feesCoveredCents),
          feesCoveredCents: offline ? 0 : feesCoveredCents, shippingFeeCents, contactFirstName, contactLastName,
          contactEmail: `${contactFirstName}.${contactLastName}.${donor.id}@${SCALE_EMAIL_DOMAIN}`.toLowerCase(),
          billingContact: { name_on_card: donor.name, billing_address: shippingAddress.address, billing_city: shippingAddress.city, billing_state: 'OK', billing_zip: shippingAddress.zipcode },
          shippingAddress: shirts ? shippingAddress : null, externalTransactionId: offline ? 'Offline' : `pi_scale_${id}`,
          hasShipped: shirts && k > 0, createdAt, updatedAt: createdAt,
        });
      }

      counts.persons += await bulkInsert(tx, persons, personRows);
      counts.teams += await bulkInsert(tx, teams, teamRows);
      counts.users += await bulkInsert(tx, users, userRows);
      // Teams and their captain users name each other: the team's side is written once both exist.
      await tx.execute(sql`update ${teams} set captain_user_id = u.id from ${users} u where u.team_id = ${teams.id} and ${teams.year} = ${year} and ${teams.slug} like ${`${SCALE_SLUG_PREFIX}%`}`);
      counts.teamMembers += await bulkInsert(tx, teamMembers, memberRows);
      counts.transactions += await bulkInsert(tx, transactions, transactionRows);
      counts.lineItems += await bulkInsert(tx, lineItems, itemRows);
      log(`${year}: ${teamRows.length} teams, ${personRows.length} persons, ${transactionRows.length} transactions, ${itemRows.length} line items`);
    }

    for (const table of ['teams', 'persons', 'users', 'transactions', 'line_items']) await resetSequence(tx, table);

    // Team totals by the rule of recomputeTeamTotal (docs/decisions/0111-team-total-raised.md): the team's year's line
    // items of its active transactions (no scale team was reset).
    await tx.execute(sql`
      update ${teams} set total_raised_cents = sums.total
      from (
        select t.team_id, sum(li.amount_cents) as total
        from ${lineItems} li join ${transactions} t on t.id = li.transaction_id and t.active
        join ${teams} tm on tm.id = t.team_id and tm.year = li.event_year
        where tm.slug like ${`${SCALE_SLUG_PREFIX}%`}
        group by t.team_id
      ) sums
      where ${teams.id} = sums.team_id`);

    // Two years of daily snapshots, each day as the snapshot job would have taken it.
    let snapshots = 0;
    for (const [k, year] of years.slice(0, 2).entries()) {
      const last = addDays(chicagoDay(yearsBefore(now, k)), -1);
      const first = addDays(last, -(SNAPSHOT_DAYS - 1));
      await tx.delete(dailyReports).where(and(inArray(dailyReports.year, [year]), gte(dailyReports.reportDate, first), lte(dailyReports.reportDate, last)));
      const totals = await snapshotTotals(tx, year, first, last);
      snapshots += (await insertSnapshots(tx, [...totals].map(([reportDate, t]) => ({ reportDate, year, totals: t })))).length;
    }
    return { years, ...counts, snapshots };
  });
  // Fresh statistics and visibility map: the report plans (index-only scans) are those of a settled database.
  await db.execute(sql`vacuum analyze`);
  return { ...summary, ms: Math.round(performance.now() - started) };
}

async function main() {
  const config = loadConfig();
  const force = process.argv.includes('--force');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: true });
  try {
    // The admin and event settings, on an empty database (as `npm run start` would).
    await seedIfEmpty({ db: database.db, config, log: console });
    console.log(`Seeding ten times a real event into ${database.kind === 'pglite' ? `the embedded database in ${config.DATA_DIR}` : 'PostgreSQL'}…`);
    const summary = await seedScale(database.db, { force, log: (line) => console.log(line) });
    console.log(
      `Done in ${(summary.ms / 1000).toFixed(1)} s (years ${summary.years.join(', ')}): ${summary.teams} teams, ${summary.users} captain users, ` +
        `${summary.persons} persons, ${summary.teamMembers} team memberships, ${summary.transactions} transactions, ` +
        `${summary.lineItems} line items, ${summary.snapshots} daily snapshots. Captains sign in with ${SCALE_CAPTAIN_PASSWORD}.`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    // A failed bulk query's message carries its parameters: the cause says what went wrong.
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    console.error(cause instanceof Error ? cause.message.slice(0, 500) : cause);
    process.exit(1);
  });
}
