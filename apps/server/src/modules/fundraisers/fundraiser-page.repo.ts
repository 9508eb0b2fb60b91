import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fundraiserPages, persons, signInLinks, teamMembers, teams } from '../../db/schema/index.ts';

/**
 * The page rows of personal fundraising pages and the memberships they belong to
 * (docs/decisions/0009-personal-pages.md): shared by sign-in links, My Page and invitations.
 */

export type FundraiserPageRow = typeof fundraiserPages.$inferSelect;
export type FundraiserPagePatch = Partial<Pick<FundraiserPageRow, 'story' | 'imageUrl' | 'pageOn' | 'showOnLeaderboards'>>;

export async function findPageByPerson(db: DbOrTx, personId: number): Promise<FundraiserPageRow | null> {
  const [row] = await db.select().from(fundraiserPages).where(eq(fundraiserPages.personId, personId)).limit(1);
  return row ?? null;
}

/** The page slugs that are `base` or `base-<anything>`, for uniqueSlug. */
export async function findPageSlugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ slug: fundraiserPages.slug })
    .from(fundraiserPages)
    .where(or(eq(fundraiserPages.slug, base), like(fundraiserPages.slug, `${escaped}-%`)));
  return new Set(rows.map((r) => r.slug));
}

/**
 * Inserts the person's page unless a row conflicts (the person's page, or the slug taken by a
 * concurrent claim): no error, so a surrounding transaction goes on. Null when nothing was inserted.
 */
export async function insertPageIfFree(db: DbOrTx, values: { personId: number; slug: string }): Promise<FundraiserPageRow | null> {
  const [row] = await db.insert(fundraiserPages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updatePage(db: DbOrTx, personId: number, patch: FundraiserPagePatch): Promise<FundraiserPageRow | null> {
  const [row] = await db
    .update(fundraiserPages)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(fundraiserPages.personId, personId))
    .returning();
  return row ?? null;
}

/** The person's membership of `year` with its team, or null when they are on no team that year. */
export async function findMembership(db: DbOrTx, personId: number, year: number) {
  const [row] = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      teamSlug: teams.slug,
      eventCity: teams.eventCity,
      goalCents: teamMembers.fundraisingGoalCents,
      raisedCents: teamMembers.raisedCents,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year)))
    .limit(1);
  return row ?? null;
}
export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** Sets the year's goal when it is still 0 (a page claimed for the first time that year). */
export async function setGoalIfUnset(db: DbOrTx, personId: number, year: number, goalCents: number): Promise<void> {
  await db
    .update(teamMembers)
    .set({ fundraisingGoalCents: goalCents })
    .where(and(eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year), eq(teamMembers.fundraisingGoalCents, 0)));
}

/** The year's goal of each of these people who have a page, where it is still 0. */
export async function setGoalsOfPageOwnersIfUnset(db: DbOrTx, personIds: number[], year: number, goalCents: number): Promise<void> {
  const owners = db.select({ personId: fundraiserPages.personId }).from(fundraiserPages).where(inArray(fundraiserPages.personId, personIds));
  await db
    .update(teamMembers)
    .set({ fundraisingGoalCents: goalCents })
    .where(and(inArray(teamMembers.personId, owners), eq(teamMembers.eventYear, year), eq(teamMembers.fundraisingGoalCents, 0)));
}

export async function setGoal(db: DbOrTx, personId: number, year: number, goalCents: number): Promise<void> {
  await db.update(teamMembers).set({ fundraisingGoalCents: goalCents }).where(and(eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year)));
}

export async function findPersonName(db: DbOrTx, personId: number) {
  const [row] = await db
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName, email: persons.email })
    .from(persons)
    .where(eq(persons.id, personId))
    .limit(1);
  return row ?? null;
}

/** A membership's fundraising as the grids show it: raised and goal of the year, and the page if claimed. */
const memberFundraisingColumns = {
  personId: teamMembers.personId,
  goalCents: teamMembers.fundraisingGoalCents,
  raisedCents: teamMembers.raisedCents,
  slug: fundraiserPages.slug,
  pageOn: fundraiserPages.pageOn,
  hiddenByAdmin: fundraiserPages.hiddenByAdmin,
  // The newest sign-in link: a new one ends the others (docs/decisions/0009-personal-pages.md), so this is the last invitation.
  invitedAt: sql<Date | null>`(select max(${signInLinks.createdAt}) from ${signInLinks} where ${signInLinks.personId} = ${teamMembers.personId})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  ),
};
export type MemberFundraisingRow = {
  personId: number; goalCents: number; raisedCents: number; slug: string | null; pageOn: boolean | null; hiddenByAdmin: boolean | null; invitedAt: Date | null;
};

/**
 * Each membership's fundraising (docs/features/personal-pages.md): of a team's year (the captain's members grid), or of
 * the given persons in their own event year (the participants grid counts a person's team so,
 * docs/decisions/0123-membership-per-year.md). People on no team are absent.
 */
export async function listMemberFundraising(
  db: DbOrTx,
  which: { teamId: number; year: number } | { personIds: number[] },
): Promise<MemberFundraisingRow[]> {
  if ('teamId' in which) {
    return db
      .select(memberFundraisingColumns)
      .from(teamMembers)
      .leftJoin(fundraiserPages, eq(fundraiserPages.personId, teamMembers.personId))
      .where(and(eq(teamMembers.teamId, which.teamId), eq(teamMembers.eventYear, which.year)));
  }
  if (!which.personIds.length) return [];
  return db
    .select(memberFundraisingColumns)
    .from(teamMembers)
    .innerJoin(persons, and(eq(persons.id, teamMembers.personId), eq(persons.eventYear, teamMembers.eventYear)))
    .leftJoin(fundraiserPages, eq(fundraiserPages.personId, teamMembers.personId))
    .where(inArray(teamMembers.personId, which.personIds));
}
