import { and, desc, eq, gt, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { lineItems, teams, transactions, transactionTributes } from '../db/schema/index.ts';

/*
 * The newest gifts, as the public pages (the event's wall, a team's supporters, a walker's), the
 * admin home and My Page's neighbours read them: one query below the modules that show it, so none
 * of them imports another for it. Money counts as a team's totalRaised does
 * (docs/decisions/0111-team-total-raised.md): refunds are negative line items and net out.
 */

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
      // The gift's tribute when the donor let the lists show it (docs/features/tributes.md), read for the rows shown only.
      tributeKind: sql<string | null>`(select tb.kind from ${transactionTributes} tb where tb.transaction_id = ${transactions.id} and tb.show_on_wall)`,
      tributeName: sql<string | null>`(select tb.honoree_name from ${transactionTributes} tb where tb.transaction_id = ${transactions.id} and tb.show_on_wall)`,
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
