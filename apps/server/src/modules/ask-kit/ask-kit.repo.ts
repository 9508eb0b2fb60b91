import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fundraiserPages, persons, teamMembers, teams, transactions } from '../../db/schema/index.ts';

/**
 * The ask kit's reads and its one write (docs/features/ask-kit.md): what a poster shows, and the
 * gifts by where they came from, counted as the Fundraisers report counts gifts: active
 * transactions whose donation lines, net of refunds, are above zero.
 */

/** A person with their page (if claimed) and their membership of `year` (if on a team). */
export async function findWalkerForKit(db: DbOrTx, personId: number, year: number) {
  const [row] = await db
    .select({
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      slug: fundraiserPages.slug,
      story: fundraiserPages.story,
      imageUrl: fundraiserPages.imageUrl,
      teamId: teamMembers.teamId,
      teamName: teams.name,
      goalCents: teamMembers.fundraisingGoalCents,
    })
    .from(persons)
    .leftJoin(fundraiserPages, eq(fundraiserPages.personId, persons.id))
    .leftJoin(teamMembers, and(eq(teamMembers.personId, persons.id), eq(teamMembers.eventYear, year)))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(persons.id, personId))
    .limit(1);
  return row ?? null;
}

export type SourceTotalRow = { source: string | null; gifts: number; amount_cents: string };

/** The paid gifts of `year` credited to the walker, by source. */
export async function listSourcesCreditedTo(db: DbOrTx, personId: number, year: number): Promise<SourceTotalRow[]> {
  const result = await db.execute<SourceTotalRow>(sql`
    with credited as (
      select tr.id, tr.source, sum(li.amount_cents) as net_cents
        from transactions tr join line_items li on li.transaction_id = tr.id and li.fundraiser_person_id = ${personId}
       where tr.fundraiser_person_id = ${personId} and tr.event_year = ${year} and tr.active and li.type = 'donation'
       group by tr.id, tr.source
      having sum(li.amount_cents) > 0
    )
    select source, count(*)::int as gifts, sum(net_cents)::text as amount_cents from credited group by source`);
  return result.rows;
}

/** Every paid gift of `year` (to a team, a walker or the event), by source. */
export async function listSourcesOfYear(db: DbOrTx, year: number): Promise<SourceTotalRow[]> {
  const result = await db.execute<SourceTotalRow>(sql`
    with gifts as (
      select tr.id, tr.source, sum(li.amount_cents) as net_cents
        from line_items li join transactions tr on tr.id = li.transaction_id
       where li.event_year = ${year} and li.type = 'donation' and tr.active
       group by tr.id, tr.source
      having sum(li.amount_cents) > 0
    )
    select source, count(*)::int as gifts, sum(net_cents)::text as amount_cents from gifts group by source`);
  return result.rows;
}

export type FundraiserSourceRow = SourceTotalRow & { person_id: number; team_id: number | null };

/** The paid gifts of `year` credited to each walker, by the team they were given to and source (the Fundraisers report's rows). */
export async function listSourcesOfFundraisers(db: DbOrTx, year: number): Promise<FundraiserSourceRow[]> {
  const result = await db.execute<FundraiserSourceRow>(sql`
    with credited as (
      select li.fundraiser_person_id as person_id, tr.team_id, tr.id, tr.source, sum(li.amount_cents) as net_cents
        from line_items li join transactions tr on tr.id = li.transaction_id
       where li.fundraiser_person_id is not null and li.event_year = ${year} and li.type = 'donation' and tr.active
       group by li.fundraiser_person_id, tr.team_id, tr.id, tr.source
      having sum(li.amount_cents) > 0
    )
    select person_id, team_id, source, count(*)::int as gifts, sum(net_cents)::text as amount_cents
      from credited group by person_id, team_id, source`);
  return result.rows;
}

/** Records where a just-recorded gift came from (in the recording's transaction). */
export async function setTransactionSource(db: DbOrTx, transactionId: number, source: string): Promise<void> {
  await db.update(transactions).set({ source }).where(eq(transactions.id, transactionId));
}

export type TeamForKit = Pick<typeof teams.$inferSelect, 'id' | 'name' | 'slug' | 'teamMessage' | 'teamDonationGoalCents' | 'imageUrl'>;
