import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { distanceEntries, fundraiserPages, persons, teamMembers, teams } from '../../db/schema/index.ts';

/** The distance log's queries (docs/features/miles-and-badges.md). */

/** Key of the advisory lock one walker's log takes while it is added to (with their person id). */
const DISTANCE_LOCK_CLASS = 0x0d15_7a9e;

export type DistanceEntryRow = typeof distanceEntries.$inferSelect;

/**
 * A walker of `year`: the person has claimed their page and is on a team that year. Null otherwise.
 */
export async function findWalker(db: DbOrTx, personId: number, year: number) {
  const [row] = await db
    .select({ personId: teamMembers.personId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(fundraiserPages, eq(fundraiserPages.personId, teamMembers.personId))
    .where(and(eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year)))
    .limit(1);
  return row ?? null;
}

/** Serializes additions to one walker's log, so its entry limit holds with two requests at once. */
export async function lockWalkerLog(tx: Tx, personId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DISTANCE_LOCK_CLASS}::integer, ${personId}::integer)`);
}

export async function listEntries(db: DbOrTx, personId: number, year: number): Promise<DistanceEntryRow[]> {
  return db
    .select()
    .from(distanceEntries)
    .where(and(eq(distanceEntries.personId, personId), eq(distanceEntries.eventYear, year)))
    .orderBy(desc(distanceEntries.walkedOn), desc(distanceEntries.id));
}

export async function countEntries(db: DbOrTx, personId: number, year: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(distanceEntries)
    .where(and(eq(distanceEntries.personId, personId), eq(distanceEntries.eventYear, year)));
  return row?.n ?? 0;
}

export async function insertEntry(
  db: DbOrTx,
  values: { personId: number; eventYear: number; walkedOn: string; distanceMm: number; unit: string; note: string | null },
): Promise<DistanceEntryRow> {
  const [row] = await db.insert(distanceEntries).values(values).returning();
  return row!;
}

/** Whose entry an id is: the person id, or null when no entry has it. */
export async function findEntryOwner(db: DbOrTx, entryId: number): Promise<number | null> {
  const [row] = await db.select({ personId: distanceEntries.personId }).from(distanceEntries).where(eq(distanceEntries.id, entryId)).limit(1);
  return row?.personId ?? null;
}

/** Deletes the walker's entry; false when they have no entry with that id. */
export async function deleteEntry(db: DbOrTx, entryId: number, personId: number): Promise<boolean> {
  const rows = await db
    .delete(distanceEntries)
    .where(and(eq(distanceEntries.id, entryId), eq(distanceEntries.personId, personId)))
    .returning({ id: distanceEntries.id });
  return rows.length > 0;
}

/** Millimetres every member of the team (their membership of `year`) logged that year. */
const teamSum = sql<string>`coalesce(sum(${distanceEntries.distanceMm}), 0)::text`;

/** The team of a slug with what its members logged in `year`; null when no team has the slug. */
export async function findTeamDistanceBySlug(db: DbOrTx, slug: string, year: number) {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, slug)).limit(1);
  if (!team) return null;
  const [row] = await db
    .select({ millimetres: teamSum })
    .from(distanceEntries)
    .innerJoin(teamMembers, and(eq(teamMembers.personId, distanceEntries.personId), eq(teamMembers.eventYear, distanceEntries.eventYear)))
    .where(and(eq(distanceEntries.eventYear, year), eq(teamMembers.teamId, team.id)));
  return { teamId: team.id, millimetres: Number(row?.millimetres ?? 0) };
}

/**
 * The walkers who logged farthest in `year`, among those the fundraiser leaderboards list: public
 * pages whose walker said yes (docs/decisions/0009-personal-pages.md), on an active team of the year.
 */
export async function listLeadingWalkers(db: DbOrTx, year: number, limit: number) {
  const total = sql<string>`sum(${distanceEntries.distanceMm})`;
  const conditions: SQL[] = [
    eq(distanceEntries.eventYear, year),
    eq(fundraiserPages.pageOn, true),
    eq(fundraiserPages.hiddenByAdmin, false),
    eq(fundraiserPages.showOnLeaderboards, true),
    eq(persons.active, true),
    eq(teams.active, true),
    eq(teams.year, year),
  ];
  const rows = await db
    .select({
      personId: persons.id,
      slug: fundraiserPages.slug,
      firstName: persons.firstName,
      lastName: persons.lastName,
      teamName: teams.name,
      teamSlug: teams.slug,
      millimetres: sql<string>`${total}::text`,
    })
    .from(distanceEntries)
    .innerJoin(teamMembers, and(eq(teamMembers.personId, distanceEntries.personId), eq(teamMembers.eventYear, distanceEntries.eventYear)))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(persons, eq(persons.id, distanceEntries.personId))
    .innerJoin(fundraiserPages, eq(fundraiserPages.personId, distanceEntries.personId))
    .where(and(...conditions))
    .groupBy(persons.id, fundraiserPages.slug, teams.name, teams.slug)
    .orderBy(desc(total), sql`lower(${persons.lastName})`, sql`lower(${persons.firstName})`, persons.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, millimetres: Number(r.millimetres) }));
}

/** The active teams of `year` whose members logged farthest that year (every member counts, as in a team's total raised). */
export async function listLeadingTeams(db: DbOrTx, year: number, limit: number) {
  const total = sql<string>`sum(${distanceEntries.distanceMm})`;
  const rows = await db
    .select({ id: teams.id, name: teams.name, slug: teams.slug, eventCity: teams.eventCity, millimetres: sql<string>`${total}::text` })
    .from(distanceEntries)
    .innerJoin(teamMembers, and(eq(teamMembers.personId, distanceEntries.personId), eq(teamMembers.eventYear, distanceEntries.eventYear)))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(distanceEntries.eventYear, year), eq(teams.active, true), eq(teams.year, year)))
    .groupBy(teams.id)
    .orderBy(desc(total), sql`lower(${teams.name})`, teams.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, millimetres: Number(r.millimetres) }));
}
