import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BibRange } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { bibRanges, bibSettings, eventEntries, persons, teamMembers, teams } from '../../db/schema/index.ts';

export type BibRangeRow = typeof bibRanges.$inferSelect;

/** The ranges of a year, by city and kind. */
export async function listBibRanges(db: DbOrTx, eventYear: number): Promise<BibRangeRow[]> {
  return db.select().from(bibRanges).where(eq(bibRanges.eventYear, eventYear)).orderBy(asc(bibRanges.eventCity), asc(bibRanges.kind));
}

/**
 * The year's bib_settings row, made if missing and locked until the end of the transaction: two
 * saves of the year's ranges run one after the other. Locking the ranges alone is not enough: a
 * year with no range yet has no row to lock, and two saves inserting different ranges at once
 * would both commit and could overlap (docs/features/event-day.md).
 */
export async function lockBibYear(db: DbOrTx, eventYear: number): Promise<void> {
  await db.insert(bibSettings).values({ eventYear }).onConflictDoNothing({ target: bibSettings.eventYear });
  await db.select({ eventYear: bibSettings.eventYear }).from(bibSettings).where(eq(bibSettings.eventYear, eventYear)).for('update');
}

/** The year's entries without a bib, locked until the end of the transaction, in id order. */
export async function lockEntriesWithoutBib(db: DbOrTx, eventYear: number): Promise<void> {
  await db.execute(sql`select id from event_entries where event_year = ${eventYear} and bib is null order by id for update`);
}

/** The ranges of a year locked until the end of the transaction, in id order (one order everywhere: no deadlock). */
export async function lockBibRanges(db: DbOrTx, eventYear: number): Promise<BibRangeRow[]> {
  return db.select().from(bibRanges).where(eq(bibRanges.eventYear, eventYear)).orderBy(asc(bibRanges.id)).for('update');
}

/**
 * The range of the entry's city and kind, locked until the end of the transaction, when the entry
 * has no bib yet; null otherwise (no such entry, a bib already, no range: findEntryForBib tells).
 * One round trip for check-in's usual case.
 */
const lockRangeOfEntryWithoutBibStatement = reusableStatement('walkfund_bib_range_of_entry', (db) =>
  db
    .select({ range: bibRanges })
    .from(eventEntries)
    .innerJoin(bibRanges, and(eq(bibRanges.eventYear, eventEntries.eventYear), eq(bibRanges.eventCity, eventEntries.eventCity), eq(bibRanges.kind, eventEntries.kind)))
    .where(and(eq(eventEntries.id, sql.placeholder('entryId')), isNull(eventEntries.bib)))
    .for('update', { of: bibRanges })
    .limit(1),
);

export async function lockRangeOfEntryWithoutBib(db: DbOrTx, entryId: number): Promise<BibRangeRow | null> {
  const [row] = await lockRangeOfEntryWithoutBibStatement(db, { entryId });
  return row?.range ?? null;
}

/** What taking a bib needs of an entry, or null. */
export async function findEntryForBib(db: DbOrTx, entryId: number) {
  const [row] = await db
    .select({ eventYear: eventEntries.eventYear, eventCity: eventEntries.eventCity, kind: eventEntries.kind, bib: eventEntries.bib })
    .from(eventEntries)
    .where(eq(eventEntries.id, entryId))
    .limit(1);
  return row ?? null;
}

/** Per range: how many entries of its city and kind hold one of its numbers. */
export async function countAssignedPerRange(db: DbOrTx, eventYear: number): Promise<Map<number, number>> {
  const result = await db.execute<{ id: number; assigned: number }>(sql`
    select r.id, count(e.id)::int as assigned
      from bib_ranges r
      left join event_entries e on e.event_year = r.event_year and e.event_city = r.event_city and e.kind = r.kind
                               and e.bib between r.first_bib and r.last_bib
     where r.event_year = ${eventYear}
     group by r.id`);
  return new Map(result.rows.map((r) => [Number(r.id), Number(r.assigned)]));
}

/** Makes the year's ranges equal to `ranges`: a city and kind keeps its row (and its lock), others go. */
export async function replaceBibRanges(db: DbOrTx, eventYear: number, ranges: BibRange[]): Promise<void> {
  const keep = ranges.map((r) => sql`(${r.eventCity}::text, ${r.kind}::text)`);
  await db.execute(sql`
    delete from bib_ranges
     where event_year = ${eventYear}
       ${keep.length ? sql`and (event_city, kind) not in (${sql.join(keep, sql`, `)})` : sql``}`);
  if (!ranges.length) return;
  await db
    .insert(bibRanges)
    .values(ranges.map((r) => ({ eventYear, eventCity: r.eventCity, kind: r.kind, firstBib: r.first, lastBib: r.last })))
    .onConflictDoUpdate({
      target: [bibRanges.eventYear, bibRanges.eventCity, bibRanges.kind],
      set: { firstBib: sql`excluded.first_bib`, lastBib: sql`excluded.last_bib`, updatedAt: sql`now()` },
    });
}

export async function findBibMode(db: DbOrTx, eventYear: number): Promise<string | null> {
  const [row] = await db.select({ mode: bibSettings.assignmentMode }).from(bibSettings).where(eq(bibSettings.eventYear, eventYear)).limit(1);
  return row?.mode ?? null;
}

export async function saveBibMode(db: DbOrTx, eventYear: number, mode: string): Promise<void> {
  await db
    .insert(bibSettings)
    .values({ eventYear, assignmentMode: mode })
    .onConflictDoUpdate({ target: bibSettings.eventYear, set: { assignmentMode: mode, updatedAt: sql`now()` } });
}

/**
 * Gives the entry the smallest number of the range no entry of the year holds, when it has none
 * yet, in one statement (the update locks the entry's row, after the range's: one order): the
 * first number, or the one after a taken number whose next is free (reads only the taken numbers,
 * through the (event_year, bib) index). Call with the range row locked. Answers the entry's bib
 * afterwards (null: the range is full), or undefined when there is no such entry.
 */
export async function giveNextFreeBib(db: DbOrTx, range: BibRangeRow, entryId: number): Promise<number | null | undefined> {
  const result = await db.execute<{ bib: number | null }>(sql`
    update event_entries set bib = coalesce(
      (select ${range.firstBib}::int where not exists (select 1 from event_entries where event_year = ${range.eventYear} and bib = ${range.firstBib})),
      (select min(e.bib) + 1 from event_entries e
        where e.event_year = ${range.eventYear} and e.bib >= ${range.firstBib} and e.bib < ${range.lastBib}
          and not exists (select 1 from event_entries n where n.event_year = ${range.eventYear} and n.bib = e.bib + 1))
    )
     where id = ${entryId} and bib is null
    returning bib`);
  if (result.rows.length) {
    const bib = result.rows[0]!.bib;
    return bib == null ? null : Number(bib);
  }
  // Not updated: no such entry, or another check-in gave it a number while this one waited for the range.
  const [row] = await db.select({ bib: eventEntries.bib }).from(eventEntries).where(eq(eventEntries.id, entryId)).limit(1);
  return row ? row.bib : undefined;
}

/**
 * Gives the range's free numbers, smallest first, to its entries without a bib in registration
 * order (created_at, id), in one statement. Call with the range row locked. Answers how many got a
 * number and how many are still waiting (the range ran out).
 */
export async function fillBibRange(db: DbOrTx, range: BibRangeRow): Promise<{ assigned: number; waiting: number }> {
  const result = await db.execute<{ assigned: number; wanted: number }>(sql`
    with free as (
      select n, row_number() over (order by n) as rn
        from generate_series(${range.firstBib}::int, ${range.lastBib}::int) as n
       where not exists (select 1 from event_entries e where e.event_year = ${range.eventYear} and e.bib = n)
    ), todo as (
      select id, row_number() over (order by created_at, id) as rn
        from event_entries
       where event_year = ${range.eventYear} and event_city = ${range.eventCity} and kind = ${range.kind} and bib is null
    ), updated as (
      update event_entries e set bib = free.n
        from todo join free on free.rn = todo.rn
       where e.id = todo.id
      returning e.id
    )
    select (select count(*) from updated)::int as assigned, (select count(*) from todo)::int as wanted`);
  const row = result.rows[0]!;
  return { assigned: Number(row.assigned), waiting: Number(row.wanted) - Number(row.assigned) };
}

/** A city's entries of the year with their person and team, by last name, then first name. */
export async function listRosterEntries(db: DbOrTx, eventYear: number, eventCity: string) {
  return db
    .select({
      firstName: persons.firstName,
      lastName: persons.lastName,
      team: teams.name,
      kind: eventEntries.kind,
      bib: eventEntries.bib,
      shirtSize: persons.shirtSize,
    })
    .from(eventEntries)
    .innerJoin(persons, eq(persons.id, eventEntries.personId))
    .leftJoin(teamMembers, and(eq(teamMembers.personId, eventEntries.personId), eq(teamMembers.eventYear, eventEntries.eventYear)))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(eventEntries.eventYear, eventYear), eq(eventEntries.eventCity, eventCity)))
    .orderBy(sql`lower(${persons.lastName})`, sql`lower(${persons.firstName})`, asc(eventEntries.id));
}

/** The ids of each city's first `perCity` entries of the year (registration order) whose city and kind have a range. */
export async function listFirstEntriesWithRange(db: DbOrTx, eventYear: number, perCity: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select id from (
      select e.id, e.created_at, row_number() over (partition by e.event_city order by e.created_at, e.id) as rn
        from event_entries e
        join bib_ranges r on r.event_year = e.event_year and r.event_city = e.event_city and r.kind = e.kind
       where e.event_year = ${eventYear}
    ) firsts
    where rn <= ${perCity}
    order by created_at, id`);
  return result.rows.map((r) => Number(r.id));
}
