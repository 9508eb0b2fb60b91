import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lineItems, teams, transactions } from '../../db/schema/index.ts';

/**
 * The campaign's public reads. Money counts as a team's totalRaised does (docs/decisions/0111-team-total-raised.md): the
 * year's line items of active transactions, refunds being negative line items, so they net out;
 * shipping and covered fees are not line items and never count.
 */

/** Cents raised this year per event city (a team's gifts count for the team's city). */
export async function sumRaisedByCity(db: DbOrTx, year: number): Promise<{ city: string | null; raisedCents: number }[]> {
  const rows = await db
    .select({ city: transactions.eventCity, raised: sql<string>`coalesce(sum(${lineItems.amountCents}), 0)` })
    .from(lineItems)
    .innerJoin(transactions, eq(transactions.id, lineItems.transactionId))
    .where(and(eq(lineItems.eventYear, year), eq(transactions.active, true)))
    .groupBy(transactions.eventCity);
  // SQL sums come back as strings.
  return rows.map((r) => ({ city: r.city, raisedCents: Number(r.raised) }));
}

/**
 * Members of the team's year whose person is active (docs/decisions/0123-membership-per-year.md), as teams/team.repo.ts
 * counts them; spelled with the table's name because this select has no join, so drizzle would
 * leave "id" unqualified and ambiguous inside the subquery.
 */
const participantCount = sql<number>`(select count(*)::int from team_members tm join persons mp on mp.id = tm.person_id where tm.team_id = "teams"."id" and tm.event_year = "teams"."year" and mp.active = true)`;

/** The year's active teams with the most raised (teams.totalRaisedCents, kept by every write). */
export async function listLeadingTeams(db: DbOrTx, year: number, limit: number) {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      slug: teams.slug,
      eventCity: teams.eventCity,
      raisedCents: teams.totalRaisedCents,
      participants: participantCount,
    })
    .from(teams)
    .where(and(eq(teams.active, true), eq(teams.year, year)))
    .orderBy(desc(teams.totalRaisedCents), sql`lower(${teams.name})`, teams.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, participants: Number(r.participants) }));
}

/** Active teams per city this year. */
export async function countTeamsByCity(db: DbOrTx, year: number): Promise<{ city: string; teams: number }[]> {
  const rows = await db
    .select({ city: teams.eventCity, teams: sql<number>`count(*)::int` })
    .from(teams)
    .where(and(eq(teams.active, true), eq(teams.year, year)))
    .groupBy(teams.eventCity);
  return rows.map((r) => ({ city: r.city, teams: Number(r.teams) }));
}

