import { and, desc, eq, gt, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

export interface DonorWallFilter {
  year: number;
  /** Only gifts to this team (its page's wall). */
  teamId?: number;
  /** Only gifts made since the team's last reset (its running total starts again then). */
  since?: Date | null;
  /** Only gifts credited to this walker (their page's supporters, docs/decisions/0009-personal-pages.md). */
  fundraiserPersonId?: number;
}

/**
 * The newest gifts of the year: donation line items of active transactions, each net of its
 * refunds, fully refunded ones left out. Names come from the transaction's contact (the donor);
 * the caller reduces them to a first name and an initial.
 */
export async function listRecentGifts(db: DbOrTx, filter: DonorWallFilter, limit: number) {
  // Refund line items point at the line item they take money off; summed once per line item.
  const refundItems = alias(lineItems, 'refund_items');
  const refunded = db
    .select({ lineItemId: refundItems.refundedLineItemId, cents: sql<string>`sum(${refundItems.amountCents})`.as('gift_refunded_cents') })
    .from(refundItems)
    .where(
      and(
        eq(refundItems.eventYear, filter.year),
        isNotNull(refundItems.refundedLineItemId),
        filter.fundraiserPersonId === undefined ? undefined : eq(refundItems.fundraiserPersonId, filter.fundraiserPersonId),
      ),
    )
    .groupBy(refundItems.refundedLineItemId)
    .as('refunded');
  // Qualified by hand: drizzle writes a subquery's field bare, and transactions has a refunded_cents too.
  const netCents = sql<string>`${lineItems.amountCents} + coalesce("refunded"."gift_refunded_cents", 0)`;
  const conditions: SQL[] = [
    eq(lineItems.type, 'donation'),
    eq(lineItems.eventYear, filter.year),
    isNull(lineItems.refundId),
    eq(transactions.active, true),
    gt(netCents, sql`0`),
  ];
  if (filter.teamId !== undefined) conditions.push(eq(transactions.teamId, filter.teamId));
  if (filter.fundraiserPersonId !== undefined) conditions.push(eq(lineItems.fundraiserPersonId, filter.fundraiserPersonId));
  if (filter.since) conditions.push(gte(lineItems.createdAt, filter.since));
  const rows = await db
    .select({
      id: lineItems.id,
      transactionId: lineItems.transactionId,
      netCents,
      anonymous: lineItems.anonymous,
      useEmployerAsName: lineItems.useEmployerAsName,
      employer: lineItems.myEmployer,
      firstName: transactions.contactFirstName,
      lastName: transactions.contactLastName,
      // A message an admin hid (when crediting another walker) is shown on no page.
      message: sql<string | null>`case when ${transactions.donorMessageHidden} then null else ${transactions.donorMessage} end`,
      teamName: teams.name,
      createdAt: lineItems.createdAt,
    })
    .from(lineItems)
    .innerJoin(transactions, eq(transactions.id, lineItems.transactionId))
    .leftJoin(teams, eq(teams.id, transactions.teamId))
    .leftJoin(refunded, eq(refunded.lineItemId, lineItems.id))
    .where(and(...conditions))
    .orderBy(desc(lineItems.createdAt), desc(lineItems.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, netCents: Number(r.netCents) }));
}
