import { desc, inArray, sql } from 'drizzle-orm';
import { DISPLAY_TIME_ZONE } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { notStaffPerson } from '../../lib/participant-persons.repo.ts';
import { dailyReports, lineItems, persons, teams, transactions, type DailyTotals } from '../../db/schema/index.ts';

const OKC = 'Oklahoma City';
const TULSA = 'Tulsa';

/** The Chicago day of a timestamp column, as a date. */
const dayOf = (column: unknown) => sql`(${column} at time zone ${sql.raw(`'${DISPLAY_TIME_ZONE}'`)})::date`;

/**
 * A year's totals as of the end of each day from `from` to `to` (Chicago days, docs/decisions/0107-time-zone.md),
 * money in cents. Everything is counted from when it was created, so a missed day is caught up
 * with exactly the values it had (as far as the data tells: a row deactivated since no longer counts).
 *
 * - raised: the year's paid line items (donations, runner registrations, shirts) of active
 *   transactions, refund line items netting them: the rule of team totals (docs/decisions/0111-team-total-raised.md, docs/decisions/0122-refunds-and-audit-log.md),
 *   without a team's progress reset, which zeroes a team's progress, not the event's money.
 *   A city's raised is that of the line items' event city.
 * - teams: active teams of the year, counted from their creation or their reactivation.
 * - participants: active persons of the year, but staff accounts' (admins, volunteers).
 *
 * One pass per table groups the rows by Chicago day; each day then sums the days up to it.
 */
export async function snapshotTotals(db: DbOrTx, year: number, from: string, to: string): Promise<Map<string, DailyTotals>> {
  const ends = sql`((${to}::date + 1)::timestamp at time zone ${sql.raw(`'${DISPLAY_TIME_ZONE}'`)})`;
  const teamSince = sql`coalesce(${teams.reactivateDate}, ${teams.createdAt})`;
  const result = await db.execute<Record<string, string | number>>(sql`
    with money as materialized (
      select ${dayOf(lineItems.createdAt)} as day,
        sum(${lineItems.amountCents}) as total,
        coalesce(sum(${lineItems.amountCents}) filter (where ${lineItems.eventCity} = ${OKC}), 0) as okc,
        coalesce(sum(${lineItems.amountCents}) filter (where ${lineItems.eventCity} = ${TULSA}), 0) as tulsa
      from ${lineItems} join ${transactions} on ${transactions.id} = ${lineItems.transactionId} and ${transactions.active}
      where ${lineItems.eventYear} = ${year} and ${lineItems.createdAt} < ${ends}
      group by 1
    ), team_days as materialized (
      select ${dayOf(teamSince)} as day, count(*) as total,
        count(*) filter (where ${teams.eventCity} = ${OKC}) as okc,
        count(*) filter (where ${teams.eventCity} = ${TULSA}) as tulsa
      from ${teams}
      where ${teams.year} = ${year} and ${teams.active} and ${teamSince} < ${ends}
      group by 1
    ), people as materialized (
      select ${dayOf(persons.createdAt)} as day, count(*) as total,
        count(*) filter (where ${persons.eventCity} = ${OKC}) as okc,
        count(*) filter (where ${persons.eventCity} = ${TULSA}) as tulsa
      from ${persons}
      where ${persons.eventYear} = ${year} and ${persons.active} and ${persons.createdAt} < ${ends} and ${notStaffPerson}
      group by 1
    ), days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
    )
    select to_char(days.day, 'YYYY-MM-DD') as "day",
      m.total::bigint as "totalRaised", m.okc::bigint as "okcTotalRaised", m.tulsa::bigint as "tulsaTotalRaised",
      t.total::int as "totalTeams", t.okc::int as "okcTotalTeams", t.tulsa::int as "tulsaTotalTeams",
      p.total::int as "totalParticipants", p.okc::int as "okcTotalParticipants", p.tulsa::int as "tulsaTotalParticipants"
    from days
    cross join lateral (select coalesce(sum(total), 0) as total, coalesce(sum(okc), 0) as okc, coalesce(sum(tulsa), 0) as tulsa from money where money.day <= days.day) m
    cross join lateral (select coalesce(sum(total), 0) as total, coalesce(sum(okc), 0) as okc, coalesce(sum(tulsa), 0) as tulsa from team_days where team_days.day <= days.day) t
    cross join lateral (select coalesce(sum(total), 0) as total, coalesce(sum(okc), 0) as okc, coalesce(sum(tulsa), 0) as tulsa from people where people.day <= days.day) p
    order by days.day`);
  const totals = new Map<string, DailyTotals>();
  for (const row of result.rows) {
    totals.set(String(row.day), {
      totalRaised: Number(row.totalRaised),
      okcTotalRaised: Number(row.okcTotalRaised),
      tulsaTotalRaised: Number(row.tulsaTotalRaised),
      totalTeams: Number(row.totalTeams),
      okcTotalTeams: Number(row.okcTotalTeams),
      tulsaTotalTeams: Number(row.tulsaTotalTeams),
      totalParticipants: Number(row.totalParticipants),
      okcTotalParticipants: Number(row.okcTotalParticipants),
      tulsaTotalParticipants: Number(row.tulsaTotalParticipants),
    });
  }
  return totals;
}

export interface SnapshotWrite {
  reportDate: string;
  year: number;
  totals: DailyTotals;
}

/**
 * Writes snapshots; a day already written for the year is kept as it is (the unique
 * (report_date, year) index decides between instances racing). Answers the days written.
 */
export async function insertSnapshots(db: DbOrTx, rows: SnapshotWrite[]): Promise<string[]> {
  if (!rows.length) return [];
  const written = await db
    .insert(dailyReports)
    .values(rows.map((r) => ({ reportDate: r.reportDate, year: r.year, totals: r.totals })))
    .onConflictDoNothing({ target: [dailyReports.reportDate, dailyReports.year] })
    .returning({ reportDate: dailyReports.reportDate });
  return written.map((r) => r.reportDate);
}

/**
 * Writes snapshots, a day already written for the year taking the new values: the backfill's
 * rebuild, so running it twice leaves the same rows. Answers how many rows were written.
 */
export async function upsertSnapshots(db: DbOrTx, rows: SnapshotWrite[]): Promise<number> {
  if (!rows.length) return 0;
  const written = await db
    .insert(dailyReports)
    .values(rows.map((r) => ({ reportDate: r.reportDate, year: r.year, totals: r.totals })))
    .onConflictDoUpdate({ target: [dailyReports.reportDate, dailyReports.year], set: { totals: sql`excluded.totals` } })
    .returning({ id: dailyReports.id });
  return written.length;
}

/** The newest snapshot day of any year, or null when none was taken. */
export async function latestSnapshotDay(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select({ day: dailyReports.reportDate }).from(dailyReports).orderBy(desc(dailyReports.reportDate)).limit(1);
  return row?.day ?? null;
}

/**
 * When the year's data began: the earliest creation of its line items, teams or persons (null
 * with no data). A first snapshot run catches up from that day.
 */
export async function firstActivityOfYear(db: DbOrTx, year: number): Promise<Date | null> {
  const result = await db.execute<{ first: string | Date | null }>(sql`
    select least(
      (select min(${lineItems.createdAt}) from ${lineItems} where ${lineItems.eventYear} = ${year}),
      (select min(coalesce(${teams.reactivateDate}, ${teams.createdAt})) from ${teams} where ${teams.year} = ${year}),
      (select min(${persons.createdAt}) from ${persons} where ${persons.eventYear} = ${year})
    ) as "first"`);
  const first = result.rows[0]?.first;
  return first ? new Date(first) : null;
}

/** The latest creation among the year's line items, teams and persons (null with no data). */
export async function lastActivityOfYear(db: DbOrTx, year: number): Promise<Date | null> {
  const result = await db.execute<{ last: string | Date | null }>(sql`
    select greatest(
      (select max(${lineItems.createdAt}) from ${lineItems} where ${lineItems.eventYear} = ${year}),
      (select max(coalesce(${teams.reactivateDate}, ${teams.createdAt})) from ${teams} where ${teams.year} = ${year}),
      (select max(${persons.createdAt}) from ${persons} where ${persons.eventYear} = ${year})
    ) as "last"`);
  const last = result.rows[0]?.last;
  return last ? new Date(last) : null;
}

/** The snapshots of the given years, newest day first. */
export async function listSnapshots(db: DbOrTx, years: number[]) {
  return db
    .select({ reportDate: dailyReports.reportDate, year: dailyReports.year, totals: dailyReports.totals })
    .from(dailyReports)
    .where(inArray(dailyReports.year, years))
    .orderBy(desc(dailyReports.reportDate));
}
