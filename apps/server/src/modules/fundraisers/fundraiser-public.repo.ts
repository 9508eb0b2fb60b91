import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fundraiserPages, persons, teamMembers, teams } from '../../db/schema/index.ts';

/**
 * The public reads of personal pages (docs/decisions/0009-personal-pages.md). A page is public when
 * it is on, not hidden by an admin, and its person is an active member of an active team of the
 * year; the event switch is checked by the service.
 */

/** The page of a slug with its person and their membership of `year` (null fields when on no team that year). */
export async function findPageBySlug(db: DbOrTx, slug: string, year: number) {
  const [row] = await db
    .select({
      page: fundraiserPages,
      firstName: persons.firstName,
      lastName: persons.lastName,
      personActive: persons.active,
      goalCents: teamMembers.fundraisingGoalCents,
      raisedCents: teamMembers.raisedCents,
      team: { id: teams.id, name: teams.name, slug: teams.slug, eventCity: teams.eventCity, active: teams.active, year: teams.year, progressResetAt: teams.progressResetAt },
    })
    .from(fundraiserPages)
    .innerJoin(persons, eq(persons.id, fundraiserPages.personId))
    .leftJoin(teamMembers, and(eq(teamMembers.personId, fundraiserPages.personId), eq(teamMembers.eventYear, year)))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(fundraiserPages.slug, slug))
    .limit(1);
  return row ?? null;
}

/** The slug of the team a person is on in `year`, else of their latest membership, else null. */
export async function findTeamSlugOfPerson(db: DbOrTx, personId: number, year: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: teams.slug })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.personId, personId))
    .orderBy(desc(sql`${teamMembers.eventYear} = ${year}`), desc(teamMembers.eventYear), desc(teamMembers.id))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * Public pages of `year` whose fundraiser said yes to lists and leaderboards (not chosen yet, null,
 * is a no), most raised first: a team's (`teamId`) or the whole event's.
 */
export async function listListedFundraisers(db: DbOrTx, filter: { year: number; teamId?: number; limit?: number }) {
  const conditions: SQL[] = [
    eq(fundraiserPages.pageOn, true),
    eq(fundraiserPages.hiddenByAdmin, false),
    eq(fundraiserPages.showOnLeaderboards, true),
    eq(persons.active, true),
    eq(teams.active, true),
    eq(teams.year, filter.year),
  ];
  if (filter.teamId !== undefined) conditions.push(eq(teams.id, filter.teamId));
  const query = db
    .select({
      personId: persons.id,
      slug: fundraiserPages.slug,
      firstName: persons.firstName,
      lastName: persons.lastName,
      imageUrl: fundraiserPages.imageUrl,
      goalCents: teamMembers.fundraisingGoalCents,
      raisedCents: teamMembers.raisedCents,
      teamName: teams.name,
      teamSlug: teams.slug,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .innerJoin(fundraiserPages, eq(fundraiserPages.personId, teamMembers.personId))
    .where(and(eq(teamMembers.eventYear, filter.year), ...conditions))
    .orderBy(desc(teamMembers.raisedCents), sql`lower(${persons.lastName})`, sql`lower(${persons.firstName})`, persons.id)
    .$dynamic();
  return filter.limit === undefined ? query : query.limit(filter.limit);
}
