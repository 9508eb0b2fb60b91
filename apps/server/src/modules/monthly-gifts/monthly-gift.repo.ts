import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MonthlyGiftListQuery, MonthlyGiftStatus } from '@walkfund/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { monthlyGiftCharges, monthlyGifts, persons, teamMembers, teams, transactions } from '../../db/schema/index.ts';
import { likeSubstring } from '../../lib/like-substring.ts';

/** Monthly gifts (docs/features/monthly-gifts.md): the gifts, their views and the support a month goes to. */

export type MonthlyGiftRow = typeof monthlyGifts.$inferSelect;
export type MonthlyGiftInsert = typeof monthlyGifts.$inferInsert;
export type MonthlyGiftPatch = Partial<Omit<MonthlyGiftInsert, 'id' | 'createdAt' | 'firstTransactionId'>>;

/** The gift and its first month (the checkout that started it), in the recording's transaction. */
export async function insertMonthlyGift(tx: Tx, values: MonthlyGiftInsert, firstMonth: { period: string; checkoutId: number | null; transactionId: number }): Promise<MonthlyGiftRow> {
  const [gift] = await tx.insert(monthlyGifts).values(values).returning();
  await tx.insert(monthlyGiftCharges).values({ monthlyGiftId: gift!.id, period: firstMonth.period, checkoutId: firstMonth.checkoutId, transactionId: firstMonth.transactionId, status: 'recorded' });
  return gift!;
}

export async function findMonthlyGift(db: DbOrTx, id: number): Promise<MonthlyGiftRow | null> {
  const [row] = await db.select().from(monthlyGifts).where(eq(monthlyGifts.id, id)).limit(1);
  return row ?? null;
}

/** The gift, locked to the end of the caller's transaction: every change and every month's charge takes this lock first. */
export async function lockMonthlyGift(tx: Tx, id: number): Promise<MonthlyGiftRow | null> {
  const [row] = await tx.select().from(monthlyGifts).where(eq(monthlyGifts.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateMonthlyGift(db: DbOrTx, id: number, patch: MonthlyGiftPatch): Promise<MonthlyGiftRow> {
  const [row] = await db.update(monthlyGifts).set({ ...patch, updatedAt: new Date() }).where(eq(monthlyGifts.id, id)).returning();
  return row!;
}

/** The gift of a processor's subscription (Stripe), or null. */
export async function findMonthlyGiftBySubscription(db: DbOrTx, subscriptionId: string): Promise<MonthlyGiftRow | null> {
  const [row] = await db.select().from(monthlyGifts).where(eq(monthlyGifts.providerSubscriptionId, subscriptionId)).limit(1);
  return row ?? null;
}

// ---- Views ---------------------------------------------------------------------------------------

const walker = alias(persons, 'walker');
const monthsGiven = sql<number>`(select count(*) from ${monthlyGiftCharges} c where c.monthly_gift_id = ${monthlyGifts.id} and c.status = 'recorded')`.mapWith(Number);
const totalGivenCents = sql<number>`(select coalesce(sum(tr.total_charged_cents), 0) from ${monthlyGiftCharges} c
  join ${transactions} tr on tr.id = c.transaction_id where c.monthly_gift_id = ${monthlyGifts.id} and c.status = 'recorded')`.mapWith(Number);

/** A gift with what its views show: its team's name, its walker's name, the months given and what they charged. */
export interface MonthlyGiftViewRow {
  gift: MonthlyGiftRow;
  teamName: string | null;
  walkerFirstName: string | null;
  walkerLastName: string | null;
  monthsGiven: number;
  totalGivenCents: number;
}

function selectViews(db: DbOrTx) {
  return db
    .select({
      gift: monthlyGifts,
      teamName: teams.name,
      walkerFirstName: walker.firstName,
      walkerLastName: walker.lastName,
      monthsGiven,
      totalGivenCents,
    })
    .from(monthlyGifts)
    .leftJoin(teams, eq(teams.id, monthlyGifts.teamId))
    .leftJoin(walker, eq(walker.id, monthlyGifts.fundraiserId));
}

export async function findMonthlyGiftView(db: DbOrTx, id: number): Promise<MonthlyGiftViewRow | null> {
  const [row] = await selectViews(db).where(eq(monthlyGifts.id, id)).limit(1);
  return row ?? null;
}

/** The gifts given with an email (lowercased), newest first. */
export async function listMonthlyGiftViewsOf(db: DbOrTx, email: string): Promise<MonthlyGiftViewRow[]> {
  return selectViews(db).where(eq(monthlyGifts.donorEmail, email)).orderBy(desc(monthlyGifts.createdAt), desc(monthlyGifts.id));
}

/** The admin list's filters: a status, and a search in the donor's name and email, the team and the walker. */
function listFilter(query: Pick<MonthlyGiftListQuery, 'status' | 'search'>): SQL | undefined {
  const term = query.search ? likeSubstring(query.search) : null;
  return and(
    query.status ? eq(monthlyGifts.status, query.status) : undefined,
    term
      ? or(
          ilike(monthlyGifts.donorEmail, term),
          sql`(${monthlyGifts.template} -> 'person' ->> 'firstName') || ' ' || (${monthlyGifts.template} -> 'person' ->> 'lastName') ilike ${term}`,
          ilike(teams.name, term),
          sql`${walker.firstName} || ' ' || ${walker.lastName} ilike ${term}`,
        )
      : undefined,
  );
}

/** A page of the admin list, newest first, and how many match. */
export async function listMonthlyGiftViews(db: DbOrTx, query: MonthlyGiftListQuery): Promise<{ rows: MonthlyGiftViewRow[]; total: number }> {
  const where = listFilter(query);
  const rows = await selectViews(db).where(where).orderBy(desc(monthlyGifts.createdAt), desc(monthlyGifts.id)).offset(query.offset).limit(query.limit);
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(monthlyGifts)
    .leftJoin(teams, eq(teams.id, monthlyGifts.teamId))
    .leftJoin(walker, eq(walker.id, monthlyGifts.fundraiserId))
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** How many gifts are active and what they give each month, in cents (donations, without fees). */
export async function summarizeActiveGifts(db: DbOrTx): Promise<{ active: number; monthlyCents: number }> {
  const [row] = await db
    .select({ active: sql<number>`count(*)`.mapWith(Number), monthlyCents: sql<number>`coalesce(sum(${monthlyGifts.amountCents}), 0)`.mapWith(Number) })
    .from(monthlyGifts)
    .where(eq(monthlyGifts.status, 'active' satisfies MonthlyGiftStatus));
  return { active: row?.active ?? 0, monthlyCents: row?.monthlyCents ?? 0 };
}

// ---- Where a month goes --------------------------------------------------------------------------

/** The team a walker is on in the year, if it is active for that year. */
export async function findWalkerTeam(db: DbOrTx, personId: number, year: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year), eq(teams.active, true), eq(teams.year, year)))
    .limit(1);
  return row ?? null;
}

/** A team's name and whether it takes gifts in the year (active, for that year). */
export async function findTeamStanding(db: DbOrTx, teamId: number, year: number): Promise<{ name: string; open: boolean } | null> {
  const [row] = await db.select({ name: teams.name, active: teams.active, year: teams.year }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return row ? { name: row.name, open: row.active && row.year === year } : null;
}

export async function findPersonName(db: DbOrTx, personId: number): Promise<string | null> {
  const [row] = await db.select({ firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(eq(persons.id, personId)).limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

// ---- A donor's data removed (docs/features/my-giving.md) ----------------------------------------

/** How many of the email's gifts may still charge (not cancelled). */
export async function countLiveGiftsOf(db: DbOrTx, email: string): Promise<number> {
  return db.$count(monthlyGifts, and(eq(monthlyGifts.donorEmail, email), ne(monthlyGifts.status, 'cancelled')));
}

/** The email's (cancelled) gifts keep their money records, not the donor: no email, no saved contact, no card. */
export async function anonymizeGiftsOf(tx: Tx, email: string): Promise<number> {
  const rows = await tx
    .update(monthlyGifts)
    .set({ donorEmail: '', template: {}, paymentMethod: null, testCardNumber: null, updatedAt: new Date() })
    .where(eq(monthlyGifts.donorEmail, email))
    .returning({ id: monthlyGifts.id });
  return rows.length;
}
