import { and, asc, count, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notStaffPerson } from '../../lib/participant-persons.repo.ts';
import { dailyReports, eventEntries, jobs, lineItems, persons, teams, transactions } from '../../db/schema/index.ts';
import { entryWaiverStatus } from '../../lib/entry-waiver-status.repo.ts';

/*
 * The admin home's reads (docs/features/receipts-and-admin-home.md). Money counts as everywhere else (docs/decisions/0111-team-total-raised.md,
 * docs/decisions/0122-refunds-and-audit-log.md): the year's line items of active transactions, refunds being
 * negative line items that net them out (the rule of the public home's raised and of the daily
 * snapshots). Each read walks the year's rows once.
 */

/**
 * Line items of an active transaction: the few voided transactions are found by their partial
 * index (transactions_voided_idx), as the line item grids do, so the year's line items are read
 * without joining every transaction.
 */
const ofActiveTransaction = sql`not exists (select 1 from ${transactions} voided where voided.id = ${lineItems.transactionId} and not voided.active)`;

/**
 * Cents raised in the year per line item type (refund lines carry the type of what they refund,
 * so they net it): summed, the raised total.
 */
export async function raisedByType(db: DbOrTx, year: number): Promise<{ type: string; cents: number }[]> {
  const rows = await db
    .select({ type: lineItems.type, cents: sql<string>`sum(${lineItems.amountCents})` })
    .from(lineItems)
    .where(and(eq(lineItems.eventYear, year), ofActiveTransaction))
    .groupBy(lineItems.type);
  // SQL sums come back as strings.
  return rows.map((r) => ({ type: r.type, cents: Number(r.cents) }));
}

/** Runner registrations (the Runner report's recorded 5k lines) of the year per run type, most first. */
export async function countRunnersByType(db: DbOrTx, year: number): Promise<{ runType: string; count: number }[]> {
  const runType = sql<string>`coalesce(${lineItems.runnerDetails} ->> 'runType', '')`;
  const rows = await db
    .select({ runType, n: count() })
    .from(lineItems)
    .where(and(eq(lineItems.type, '5k'), eq(lineItems.eventYear, year), isNull(lineItems.refundId), ofActiveTransaction))
    .groupBy(runType)
    .orderBy(desc(count()), asc(runType));
  return rows.map((r) => ({ runType: r.runType, count: Number(r.n) }));
}

/**
 * Shirt units of the year's orders (the T-Shirt report's recorded lines) per size code, and those
 * on orders not marked shipped (the join reads each order's shipped flag).
 */
export async function countShirtsBySize(db: DbOrTx, year: number): Promise<{ size: string; quantity: number; toShip: number }[]> {
  const size = sql<string>`coalesce(${lineItems.productDetails} ->> 'size', '')`;
  const units = sql`coalesce((${lineItems.productDetails} ->> 'unitCount')::int, 0)`;
  const rows = await db
    .select({
      size,
      quantity: sql<string>`sum(${units})`,
      toShip: sql<string>`coalesce(sum(${units}) filter (where not ${transactions.hasShipped}), 0)`,
    })
    .from(lineItems)
    .innerJoin(transactions, and(eq(transactions.id, lineItems.transactionId), eq(transactions.active, true)))
    .where(and(eq(lineItems.type, 'tshirt'), eq(lineItems.eventYear, year), isNull(lineItems.refundId)))
    .groupBy(size);
  return rows.map((r) => ({ size: r.size, quantity: Number(r.quantity), toShip: Number(r.toShip) }));
}

/**
 * Cents raised in the year from each instant (today's and this week's start) until `end` (the
 * start of tomorrow), as the raised total counts them.
 */
export async function raisedSince(db: DbOrTx, year: number, today: Date, week: Date, end: Date): Promise<{ todayCents: number; weekCents: number }> {
  const earliest = today < week ? today : week;
  const [row] = await db
    .select({
      today: sql<string>`coalesce(sum(${lineItems.amountCents}) filter (where ${lineItems.createdAt} >= ${today}), 0)`,
      week: sql<string>`coalesce(sum(${lineItems.amountCents}) filter (where ${lineItems.createdAt} >= ${week}), 0)`,
    })
    .from(lineItems)
    .where(and(eq(lineItems.eventYear, year), gte(lineItems.createdAt, earliest), lt(lineItems.createdAt, end), ofActiveTransaction));
  return { todayCents: Number(row?.today ?? 0), weekCents: Number(row?.week ?? 0) };
}

/** Active teams of the year (the Teams report's Active list, the public home's count). */
export async function countActiveTeams(db: DbOrTx, year: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teams).where(and(eq(teams.year, year), eq(teams.active, true)));
  return row?.n ?? 0;
}

/** Active persons of the year but staff accounts' (admins, volunteers): the participants the daily snapshots count. */
export async function countParticipants(db: DbOrTx, year: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(persons).where(and(eq(persons.eventYear, year), eq(persons.active, true), notStaffPerson));
  return row?.n ?? 0;
}

/** Background jobs that gave up (the Jobs page lists them first). */
export async function countFailedJobs(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'failed'));
  return row?.n ?? 0;
}

/** The newest snapshot day of a year, or null. */
export async function latestSnapshotDayOfYear(db: DbOrTx, year: number): Promise<string | null> {
  const [row] = await db
    .select({ day: dailyReports.reportDate })
    .from(dailyReports)
    .where(eq(dailyReports.year, year))
    .orderBy(desc(dailyReports.reportDate))
    .limit(1);
  return row?.day ?? null;
}

/** The snapshots of the current year from `from` to `to` and the prior year's from `priorFrom` to `priorTo`. */
export async function snapshotsBetween(db: DbOrTx, args: { year: number; from: string; to: string; priorFrom: string; priorTo: string }) {
  return db
    .select({ reportDate: dailyReports.reportDate, year: dailyReports.year, totals: dailyReports.totals })
    .from(dailyReports)
    .where(
      or(
        and(eq(dailyReports.year, args.year), gte(dailyReports.reportDate, args.from), lte(dailyReports.reportDate, args.to)),
        and(eq(dailyReports.year, args.year - 1), gte(dailyReports.reportDate, args.priorFrom), lte(dailyReports.reportDate, args.priorTo)),
      ),
    )
    .orderBy(asc(dailyReports.reportDate));
}

/**
 * The event day's entries of the year per city and kind (docs/decisions/0011-event-day-check-in.md), in one
 * pass over the year's entries: registered, checked in, and those whose waiver is missing (the
 * waiver core's one definition of the status).
 */
export async function countEntriesByCityAndKind(db: DbOrTx, year: number) {
  const rows = await db
    .select({
      eventCity: eventEntries.eventCity,
      kind: eventEntries.kind,
      registered: count(),
      checkedIn: count(eventEntries.checkedInAt),
      waiversMissing: sql<string>`count(*) filter (where ${entryWaiverStatus} = 'missing')`,
    })
    .from(eventEntries)
    .where(eq(eventEntries.eventYear, year))
    .groupBy(eventEntries.eventCity, eventEntries.kind);
  return rows.map((r) => ({ ...r, registered: Number(r.registered), checkedIn: Number(r.checkedIn), waiversMissing: Number(r.waiversMissing) }));
}
