import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { EventCity } from '@walkfund/domain';
import type { Tx } from '../db/client.ts';
import { lineItems, persons, teamHistory, teamMembers, teams, transactions } from '../db/schema/index.ts';
import { addDays, chicagoDay, chicagoDayStart, sameDateIn } from '../modules/daily-reports/chicago-day.ts';
import { rebuildSnapshotsIn } from '../modules/daily-reports/daily-report.service.ts';

/*
 * The demo's history (docs/features/receipts-and-admin-home.md): the admin home sets this year against last year at the same date
 * from the daily snapshots, so the demo gets a past. This year's teams and people begin
 * HISTORY_DAYS ago and its gifts are spread over those weeks in the order they were recorded (the
 * newest stays the newest, today); last year has a few gifts around the same dates, and this year's
 * teams walked last year too (a closed year in team history, its captain a member since a day of
 * last year). The snapshots are then rebuilt from those rows, as `npm run snapshots:backfill` does.
 */

/** How long before the seed this year's demo began. */
export const HISTORY_DAYS = 28;

interface PriorGift {
  firstName: string;
  lastName: string;
  dollars: number;
  eventCity: EventCity;
  /** Days before (negative: after) last year's same date as today. */
  daysBefore: number;
}

/** Last year's gifts: most before the same date, a few after it (so last year's line goes on). */
export const DEMO_PRIOR_YEAR_GIFTS: readonly PriorGift[] = [
  { firstName: 'Helen', lastName: 'Carter', dollars: 250, eventCity: 'Oklahoma City', daysBefore: 34 },
  { firstName: 'Omar', lastName: 'Said', dollars: 100, eventCity: 'Tulsa', daysBefore: 30 },
  { firstName: 'Grace', lastName: 'Lin', dollars: 500, eventCity: 'Oklahoma City', daysBefore: 26 },
  { firstName: 'Victor', lastName: 'Ames', dollars: 75, eventCity: 'Tulsa', daysBefore: 21 },
  { firstName: 'Nora', lastName: 'Blake', dollars: 300, eventCity: 'Oklahoma City', daysBefore: 17 },
  { firstName: 'Sam', lastName: 'Ortiz', dollars: 150, eventCity: 'Tulsa', daysBefore: 12 },
  { firstName: 'Ruth', lastName: 'Keller', dollars: 400, eventCity: 'Oklahoma City', daysBefore: 8 },
  { firstName: 'Eli', lastName: 'Moss', dollars: 60, eventCity: 'Tulsa', daysBefore: 5 },
  { firstName: 'Ivy', lastName: 'Grant', dollars: 225, eventCity: 'Oklahoma City', daysBefore: 2 },
  { firstName: 'Paul', lastName: 'Reyes', dollars: 500, eventCity: 'Tulsa', daysBefore: -3 },
  { firstName: 'Dora', lastName: 'Quinn', dollars: 350, eventCity: 'Oklahoma City', daysBefore: -9 },
];

/** Noon in Chicago of a day. */
const noonOf = (day: string) => new Date(chicagoDayStart(day).getTime() + 12 * 3_600_000);

/** Gives the seeded year its weeks, adds last year's gifts and rebuilds the snapshots of both years. */
export async function seedHistory(tx: Tx, year: number, now = new Date()): Promise<void> {
  const began = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
  await tx.update(teams).set({ createdAt: began }).where(eq(teams.year, year));
  // People in the order they were added, a second apart.
  await tx.update(persons).set({ createdAt: sql`${began}::timestamptz + ${persons.id} * interval '1 second'` }).where(eq(persons.eventYear, year));
  // This year's line items from HISTORY_DAYS ago to now, newest (highest id) last; each transaction at its line items' time.
  const stepSeconds = Math.floor((HISTORY_DAYS * 86_400) / 20);
  await tx.execute(sql`
    update ${lineItems} set created_at = greatest(${began}::timestamptz, ${now}::timestamptz - ranked.back * ${stepSeconds} * interval '1 second')
    from (select id, row_number() over (order by id desc) - 1 as back from ${lineItems} where event_year = ${year}) ranked
    where ranked.id = ${lineItems.id}`);
  await tx.execute(sql`
    update ${transactions} set created_at = items.at, updated_at = items.at
    from (select transaction_id, min(created_at) as at from ${lineItems} where event_year = ${year} group by transaction_id) items
    where items.transaction_id = ${transactions.id}`);

  const sameDateLastYear = sameDateIn(chicagoDay(now), Number(chicagoDay(now).slice(0, 4)) - 1);
  for (const [index, gift] of DEMO_PRIOR_YEAR_GIFTS.entries()) {
    const at = noonOf(addDays(sameDateLastYear, -gift.daysBefore));
    const email = `${gift.firstName}.${gift.lastName}`.toLowerCase() + '@example.com';
    const [person] = await tx
      .insert(persons)
      .values({ firstName: gift.firstName, lastName: gift.lastName, email, eventYear: year - 1, event: 'donor', eventCity: gift.eventCity, createdAt: at, updatedAt: at })
      .returning({ id: persons.id });
    const cents = gift.dollars * 100;
    const [transaction] = await tx
      .insert(transactions)
      .values({
        supportingType: 'event', eventCity: gift.eventCity, eventYear: year - 1, donatorPersonId: person!.id,
        totalAmountCents: cents, totalChargedCents: cents, contactFirstName: gift.firstName, contactLastName: gift.lastName, contactEmail: email,
        externalTransactionId: `pi_demo_prior_${String(index + 1).padStart(2, '0')}`, paymentDetails: { provider: 'test', demo: true },
        createdAt: at, updatedAt: at,
      })
      .returning({ id: transactions.id });
    await tx.insert(lineItems).values({
      transactionId: transaction!.id, type: 'donation', amountCents: cents, primaryContact: `${gift.firstName} ${gift.lastName}`,
      personId: person!.id, eventCity: gift.eventCity, eventYear: year - 1, createdAt: at,
    });
  }
  // Last year's teams: this year's, each closed into history with its captain joined on a day before the same date.
  const walkedLastYear = await tx
    .select({ id: teams.id, name: teams.name, eventCity: teams.eventCity, personId: persons.id, firstName: persons.firstName, lastName: persons.lastName, email: persons.email })
    .from(teams)
    .innerJoin(persons, eq(persons.id, teams.captainPersonId))
    .where(and(eq(teams.year, year), isNotNull(teams.captainPersonId)))
    .orderBy(teams.id);
  for (const [index, team] of walkedLastYear.entries()) {
    await tx.insert(teamMembers).values({ teamId: team.id, personId: team.personId, eventYear: year - 1, createdAt: noonOf(addDays(sameDateLastYear, -(40 - 4 * index))) });
    const member = { personId: team.personId, firstName: team.firstName, lastName: team.lastName, email: team.email ?? '' };
    await tx.insert(teamHistory).values({ teamId: team.id, year: year - 1, name: team.name, eventCity: team.eventCity, participantCount: 1, members: [member] }).onConflictDoNothing();
  }
}

/**
 * The demo's daily snapshots, taken once every seeded gift is in (seed-data.ts calls it last): a seed
 * that adds gifts of earlier days after them would leave days the snapshots do not hold.
 */
export async function seedSnapshots(tx: Tx, now = new Date()): Promise<void> {
  await rebuildSnapshotsIn(tx, now);
}

