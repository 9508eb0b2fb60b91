import { and, eq, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fundraiserPages, persons, teamMembers, teams } from '../../db/schema/index.ts';

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

/**
 * What the members grid shows of each member of a team's year (issue 22): raised and goal of the
 * membership, and the page's state ('none' when not claimed).
 */
export async function listMemberFundraising(db: DbOrTx, teamId: number, year: number) {
  return db
    .select({
      personId: teamMembers.personId,
      goalCents: teamMembers.fundraisingGoalCents,
      raisedCents: teamMembers.raisedCents,
      slug: fundraiserPages.slug,
      page: sql<'on' | 'off' | 'hidden' | 'none'>`case when ${fundraiserPages.id} is null then 'none'
        when ${fundraiserPages.hiddenByAdmin} then 'hidden' when ${fundraiserPages.pageOn} then 'on' else 'off' end`,
    })
    .from(teamMembers)
    .leftJoin(fundraiserPages, eq(fundraiserPages.personId, teamMembers.personId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year)));
}
