import { and, count, eq, type SQL } from 'drizzle-orm';
import type { LineItemType } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { lineItems, persons, teams, transactions } from '../../db/schema/index.ts';
import { offsetOf, orderByFromQuery } from '../../lib/pagination.ts';

export interface LineItemFilters {
  type?: LineItemType;
  teamId?: number;
  eventYear?: number;
}

const SORTABLE = {
  createdAt: lineItems.createdAt,
  amount: lineItems.amountCents,
  type: lineItems.type,
  eventYear: lineItems.eventYear,
};

/**
 * One page of line items of active (paid, not voided) transactions, with their transaction,
 * team and person, and the number matching the filters.
 */
export async function listLineItems(db: DbOrTx, filters: LineItemFilters, page: { page: number; limit: number; sortBy?: string }) {
  const conditions: SQL[] = [eq(transactions.active, true)];
  if (filters.type) conditions.push(eq(lineItems.type, filters.type));
  if (filters.teamId !== undefined) conditions.push(eq(lineItems.teamId, filters.teamId));
  if (filters.eventYear !== undefined) conditions.push(eq(lineItems.eventYear, filters.eventYear));
  const where = and(...conditions);
  const order = orderByFromQuery(page.sortBy, SORTABLE, 'createdAt:desc', lineItems.id);
  const rows = await db
    .select({
      item: lineItems,
      transaction: { id: transactions.id, hasShipped: transactions.hasShipped, externalTransactionId: transactions.externalTransactionId },
      team: { id: teams.id, name: teams.name, slug: teams.slug, eventCity: teams.eventCity },
      person: { id: persons.id, firstName: persons.firstName, lastName: persons.lastName, email: persons.email, phone: persons.phone },
    })
    .from(lineItems)
    .innerJoin(transactions, eq(transactions.id, lineItems.transactionId))
    .leftJoin(teams, eq(teams.id, lineItems.teamId))
    .leftJoin(persons, eq(persons.id, lineItems.personId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ n: count() })
    .from(lineItems)
    .innerJoin(transactions, eq(transactions.id, lineItems.transactionId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
export type LineItemListRow = Awaited<ReturnType<typeof listLineItems>>['rows'][number];
