import { desc, inArray, sql } from 'drizzle-orm';
import { DISPLAY_TIME_ZONE } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { notStaffPerson } from '../../lib/participant-persons.repo.ts';
import { dailyReports, lineItems, persons, teamHistory, teamMembers, teams, transactions, type DailyTotals } from '../../db/schema/index.ts';

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
 * - teams: active teams of the year, counted from their creation or their reactivation; and the
 *   teams whose year has closed since (a team record moves on to its next year or is reset, its closed years
 *   kept as team history: docs/decisions/0118-one-team-across-years.md), counted from their first
 *   member of that year (the captain's, at the reactivation), else their creation. Without them a
 *   rebuild of last year counted no team at all.
 * - participants: active persons of the year, but staff accounts' (admins, volunteers).
 * - runners: the year's 5k registrations of active transactions, not refunds (the admin home's count).
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
    ), team_rows as (
      select ${teamSince} as since, ${teams.eventCity} as city
      from ${teams}
      where ${teams.year} = ${year} and ${teams.active}
      union all
      select coalesce(
          (select min(${teamMembers.createdAt}) from ${teamMembers} where ${teamMembers.teamId} = ${teamHistory.teamId} and ${teamMembers.eventYear} = ${year}),
          ${teams.createdAt}) as since,
        ${teamHistory.eventCity} as city
      from ${teamHistory} join ${teams} on ${teams.id} = ${teamHistory.teamId}
      -- Not already counted above: moved on to a later year, or reset (closed and inactive) in this one.
      where ${teamHistory.year} = ${year} and not (${teams.year} = ${year} and ${teams.active})
    ), team_days as materialized (
      select ${dayOf(sql`since`)} as day, count(*) as total,
        count(*) filter (where city = ${OKC}) as okc,
        count(*) filter (where city = ${TULSA}) as tulsa
      from team_rows
      where since < ${ends}
      group by 1
    ), runners as materialized (
      select ${dayOf(lineItems.createdAt)} as day, count(*) as total,
        count(*) filter (where ${lineItems.eventCity} = ${OKC}) as okc,
        count(*) filter (where ${lineItems.eventCity} = ${TULSA}) as tulsa
      from ${lineItems} join ${transactions} on ${transactions.id} = ${lineItems.transactionId} and ${transactions.active}
      where ${lineItems.eventYear} = ${year} and ${lineItems.type} = '5k' and ${lineItems.refundId} is null and ${lineItems.createdAt} < ${ends}
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
      p.total::int as "totalParticipants", p.okc::int as "okcTotalParticipants", p.tulsa::int as "tulsaTotalParticipants",
      r.total::int as "totalRunners", r.okc::int as "okcTotalRunners", r.tulsa::int as "tulsaTotalRunners"
    from days
    cross join lateral (select coalesce(sum(total), 0) as total, coalesce(sum(okc), 0) as okc, coalesce(sum(tulsa), 0) as tulsa from money where money.day <= days.day) m
    cross join lateral (select coalesce(sum(total), 0) as total, coalesce(sum(okc), 0) as okc, coalesce(sum(tulsa), 0) as tulsa from team_days where team_days.day <= days.day) t
    cross join lateral (select coalesce(sum(total), 0) as total, coalesce(sum(okc), 0) as okc, coalesce(sum(tulsa), 0) as tulsa from people where people.day <= days.day) p
    cross join lateral (select coalesce(sum(total), 0) as total, coalesce(sum(okc), 0) as okc, coalesce(sum(tulsa), 0) as tulsa from runners where runners.day <= days.day) r
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
      totalRunners: Number(row.totalRunners),
      okcTotalRunners: Number(row.okcTotalRunners),
      tulsaTotalRunners: Number(row.tulsaTotalRunners),
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
 * When the year's data began: the earliest creation of its line items, teams, persons or memberships (null
 * with no data). A first snapshot run catches up from that day.
 */
export async function firstActivityOfYear(db: DbOrTx, year: number): Promise<Date | null> {
  const result = await db.execute<{ first: string | Date | null }>(sql`
    select least(
      (select min(${lineItems.createdAt}) from ${lineItems} where ${lineItems.eventYear} = ${year}),
      (select min(coalesce(${teams.reactivateDate}, ${teams.createdAt})) from ${teams} where ${teams.year} = ${year}),
      (select min(${persons.createdAt}) from ${persons} where ${persons.eventYear} = ${year}),
      (select min(${teamMembers.createdAt}) from ${teamMembers} where ${teamMembers.eventYear} = ${year})
    ) as "first"`);
  const first = result.rows[0]?.first;
  return first ? new Date(first) : null;
}

/** The latest creation among the year's line items, teams, persons and memberships (null with no data). */
export async function lastActivityOfYear(db: DbOrTx, year: number): Promise<Date | null> {
  const result = await db.execute<{ last: string | Date | null }>(sql`
    select greatest(
      (select max(${lineItems.createdAt}) from ${lineItems} where ${lineItems.eventYear} = ${year}),
      (select max(coalesce(${teams.reactivateDate}, ${teams.createdAt})) from ${teams} where ${teams.year} = ${year}),
      (select max(${persons.createdAt}) from ${persons} where ${persons.eventYear} = ${year}),
      (select max(${teamMembers.createdAt}) from ${teamMembers} where ${teamMembers.eventYear} = ${year})
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
