import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fundraiserPages, persons, teamMembers, teams } from '../../db/schema/index.ts';

/**
 * A walker's figures for their badges (docs/features/miles-and-badges.md), in one query: the page,
 * the year's membership and team, gifts credited (net above zero), miles logged, and their place
 * among the walkers the fundraiser leaderboards list (docs/decisions/0009-personal-pages.md).
 */
async function findWalkerFacts(db: DbOrTx, where: SQL, year: number) {
  const listed = sql<boolean>`(${fundraiserPages.pageOn} and not ${fundraiserPages.hiddenByAdmin} and ${fundraiserPages.showOnLeaderboards} is true
    and ${persons.active} and ${teams.active} and ${teams.year} = ${year})`;
  const [row] = await db
    .select({
      personId: fundraiserPages.personId,
      story: fundraiserPages.story,
      imageUrl: fundraiserPages.imageUrl,
      pageOn: fundraiserPages.pageOn,
      hiddenByAdmin: fundraiserPages.hiddenByAdmin,
      personActive: persons.active,
      teamId: teams.id,
      teamActive: teams.active,
      teamYear: teams.year,
      goalCents: teamMembers.fundraisingGoalCents,
      raisedCents: teamMembers.raisedCents,
      listed: sql<boolean>`coalesce(${listed}, false)`,
      giftCount: sql<number>`(select count(*) from (
          select li.transaction_id from line_items li join transactions tx on tx.id = li.transaction_id and tx.active
          where li.fundraiser_person_id = ${fundraiserPages.personId} and li.event_year = ${year}
          group by li.transaction_id having sum(li.amount_cents) > 0) gifts)`.mapWith(Number),
      distanceMillimetres: sql<number>`(select coalesce(sum(de.distance_mm), 0) from distance_entries de
          where de.person_id = ${fundraiserPages.personId} and de.event_year = ${year})`.mapWith(Number),
      // Counted only for a listed walker who raised something: ties share a place.
      ahead: sql<number | null>`case when coalesce(${listed}, false) and ${teamMembers.raisedCents} > 0 then (
          select count(*) from team_members tm2
          join teams t2 on t2.id = tm2.team_id
          join persons p2 on p2.id = tm2.person_id
          join fundraiser_pages fp2 on fp2.person_id = tm2.person_id
          where tm2.event_year = ${year} and tm2.raised_cents > ${teamMembers.raisedCents}
            and fp2.page_on and not fp2.hidden_by_admin and fp2.show_on_leaderboards is true
            and p2.active and t2.active and t2.year = ${year}) end`.mapWith((v: string | number | null) => (v === null ? null : Number(v))),
    })
    .from(fundraiserPages)
    .innerJoin(persons, eq(persons.id, fundraiserPages.personId))
    .leftJoin(teamMembers, and(eq(teamMembers.personId, fundraiserPages.personId), eq(teamMembers.eventYear, year)))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(where)
    .limit(1);
  return row ?? null;
}
export type WalkerFactsRow = NonNullable<Awaited<ReturnType<typeof findWalkerFacts>>>;

export function findWalkerFactsByPerson(db: DbOrTx, personId: number, year: number) {
  return findWalkerFacts(db, eq(fundraiserPages.personId, personId), year);
}

export function findWalkerFactsBySlug(db: DbOrTx, slug: string, year: number) {
  return findWalkerFacts(db, eq(fundraiserPages.slug, slug), year);
}
