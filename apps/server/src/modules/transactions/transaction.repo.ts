import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TRANSACTIONS_DEFAULT_SORT, type TRANSACTION_SORT_FIELDS } from '@walkfund/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { reusableInsert } from '../../db/reusable-statement.ts';
import { earlierId, reusableInsertChain } from '../../db/insert-chain.ts';
import { checkouts, lineItems, persons, teams, transactions } from '../../db/schema/index.ts';
import { centsNumber, isoText, pagedSelect, selectRows } from '../../lib/list-rows.ts';
import { offsetOf, orderByFromQuery } from '../../lib/pagination.ts';
import { likeSubstring } from '../../lib/like-substring.ts';
import type { TransactionRecord } from '../../events/payment-events.ts';

/** The unique index on transactions.checkout_id (db/schema/money.ts): a checkout is recorded at most once. */
export const TRANSACTION_CHECKOUT_UNIQUE = 'transactions_checkout_unique';

export type TransactionInsert = Omit<typeof transactions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type LineItemInsert = Omit<typeof lineItems.$inferInsert, 'id' | 'createdAt' | 'transactionId'>;

const insertTransactions = reusableInsert(transactions, 'transaction');
const insertLineItemRows = reusableInsert(lineItems, 'line_item');

export async function insertTransaction(db: DbOrTx, values: TransactionInsert): Promise<TransactionRow> {
  const [row] = await insertTransactions(db, [values]);
  return row!;
}

/** A person a recording writes, as the membership module's rows are (membership/person.repo.ts). */
type PersonWrite = Omit<typeof persons.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** A person id, or the index of a person the same recording adds (`people`, its donor first). */
export type RecordingPersonRef = number | { added: number };
export type RecordingLineItem = Omit<LineItemInsert, 'personId'> & { personId?: RecordingPersonRef | null };

const insertRecordingChain = reusableInsertChain('recording', { people: persons, txn: transactions, items: lineItems });

const chainRef = (ref: RecordingPersonRef) => (typeof ref === 'number' ? ref : earlierId('people', ref.added));

/**
 * A recording's new people (its donor first), its transaction (donated by the first of them) and
 * its line items in one statement (db/insert-chain.ts): one round trip for what was three, a
 * round trip being most of what a statement costs (docs/benchmark.md, "Where a checkout's time
 * goes"). Answers the rows as written, the people in the order given and the line items in id order.
 */
export async function insertRecordingRows(
  db: DbOrTx,
  args: { people: [PersonWrite, ...PersonWrite[]]; transaction: Omit<TransactionInsert, 'donatorPersonId'>; items: RecordingLineItem[] },
): Promise<{ people: (typeof persons.$inferSelect)[]; transaction: TransactionRow; lineItems: LineItemRow[] }> {
  const written = await insertRecordingChain(db, {
    people: args.people,
    txn: [{ ...args.transaction, donatorPersonId: earlierId('people') }],
    items: args.items.map((item) => ({ ...item, personId: item.personId == null ? item.personId : chainRef(item.personId), transactionId: earlierId('txn') })),
  });
  return { people: written.people, transaction: written.txn[0]!, lineItems: written.items };
}

/** The rows as written, in id order. */
export async function insertLineItems(db: DbOrTx, transactionId: number, items: LineItemInsert[]): Promise<LineItemRow[]> {
  if (!items.length) return [];
  const rows = await insertLineItemRows(db, items.map((item) => ({ ...item, transactionId })));
  return rows.sort((a, b) => a.id - b.id);
}

const fundraisers = alias(persons, 'fundraiser');

/**
 * A transaction with what its view needs: team, donor, credited fundraiser, its own line items
 * (not the negative ones its refunds wrote) and its checkout's provider and payload.
 */
export async function findTransactionRecord(db: DbOrTx, id: number): Promise<TransactionRecord | null> {
  const [row] = await db
    .select({
      transaction: transactions,
      team: { id: teams.id, name: teams.name, slug: teams.slug },
      donor: persons,
      checkout: { provider: checkouts.provider, payload: checkouts.payload },
      fundraiser: { id: fundraisers.id, firstName: fundraisers.firstName, lastName: fundraisers.lastName },
    })
    .from(transactions)
    .leftJoin(teams, eq(teams.id, transactions.teamId))
    .leftJoin(persons, eq(persons.id, transactions.donatorPersonId))
    .leftJoin(checkouts, eq(checkouts.id, transactions.checkoutId))
    .leftJoin(fundraisers, eq(fundraisers.id, transactions.fundraiserPersonId))
    .where(eq(transactions.id, id))
    .limit(1);
  if (!row) return null;
  const items = await db
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.transactionId, id), isNull(lineItems.refundId)))
    .orderBy(asc(lineItems.id));
  return { ...row, lineItems: items };
}

export type TransactionRow = typeof transactions.$inferSelect;
export type LineItemRow = typeof lineItems.$inferSelect;

export async function findTransactionRow(db: DbOrTx, id: number): Promise<TransactionRow | null> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).limit(1);
  return row ?? null;
}

/** The transaction row locked until the transaction ends: its refunds and changes are made one at a time. */
export async function lockTransaction(tx: Tx, id: number): Promise<TransactionRow | null> {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  return row ?? null;
}

export async function updateTransactionRow(
  tx: Tx,
  id: number,
  values: Partial<Pick<TransactionRow, 'supportingType' | 'teamId' | 'eventCity' | 'hasShipped' | 'refundedCents' | 'fundraiserPersonId' | 'donorMessageHidden'>>,
) {
  await tx.update(transactions).set({ ...values, updatedAt: new Date() }).where(eq(transactions.id, id));
}

/** Moves every line item of a transaction (its refund line items too) to a team or to the event. */
export async function moveLineItems(tx: Tx, transactionId: number, values: { teamId: number | null; eventCity: string | null; fundraiserPersonId?: null }) {
  await tx.update(lineItems).set(values).where(eq(lineItems.transactionId, transactionId));
}

/**
 * The fundraiser a transaction credits, with the net cents of its credited lines (refunds taken
 * off), or null (docs/decisions/0008-fundraiser-credit.md).
 */
export async function findCreditedFundraiser(db: DbOrTx, transactionId: number) {
  const [row] = await db
    .select({
      id: fundraisers.id,
      firstName: fundraisers.firstName,
      lastName: fundraisers.lastName,
      creditedCents: sql<string>`(select coalesce(sum(li.amount_cents), 0) from line_items li where li.transaction_id = ${transactions.id} and li.fundraiser_person_id = ${transactions.fundraiserPersonId})::text`,
    })
    .from(transactions)
    .innerJoin(fundraisers, eq(fundraisers.id, transactions.fundraiserPersonId))
    .where(eq(transactions.id, transactionId));
  return row ? { id: row.id, firstName: row.firstName, lastName: row.lastName, creditedCents: Number(row.creditedCents) } : null;
}

export interface TransactionListFilters {
  eventYear: number;
  teamId?: number;
  search?: string;
  /** A payment method type (PAYMENT_METHOD_TYPES). */
  method?: string;
}

/** The list's sortable columns, by the API's names (TRANSACTION_SORT_FIELDS). */
const SORTABLE_TRANSACTION_FIELDS = {
  createdAt: transactions.createdAt,
  name: sql`lower(${transactions.contactLastName} || ' ' || ${transactions.contactFirstName})`,
  email: transactions.contactEmail,
  supportingType: transactions.supportingType,
  team: teams.name,
  eventCity: transactions.eventCity,
  eventYear: transactions.eventYear,
  amount: transactions.totalAmountCents,
  totalCharged: transactions.totalChargedCents,
  shippingFee: transactions.shippingFeeCents,
  feesCovered: transactions.feesCoveredCents,
  refunded: transactions.refundedCents,
} satisfies Record<(typeof TRANSACTION_SORT_FIELDS)[number], unknown>;

/** One transaction of the admin list: plain values, createdAt as ISO text. */
export interface TransactionListRow {
  transaction: {
    id: number;
    createdAt: string;
    supportingType: string;
    eventCity: string | null;
    eventYear: number;
    contactFirstName: string;
    contactLastName: string;
    contactEmail: string;
    totalAmountCents: number;
    totalChargedCents: number;
    shippingFeeCents: number;
    feesCoveredCents: number;
    refundedCents: number;
    externalTransactionId: string | null;
    hasShipped: boolean;
    donatorPersonId: number | null;
    paymentMethodType: string;
    paymentMethodBrand: string | null;
    paymentMethodLast4: string | null;
  };
  team: { id: number; name: string; slug: string } | null;
  provider: string | null;
}

type RawTransactionRow = TransactionListRow['transaction'] & { teamId: number | null; teamName: string; teamSlug: string; provider: string | null };

/**
 * One page of a year's transactions (newest first by default) with their team and checkout
 * provider, and the number matching. `search` matches the contact's name or email, the event
 * city or the team's name, in any case.
 */
export async function listTransactions(db: DbOrTx, filters: TransactionListFilters, page: { page: number; limit: number; sortBy?: string }) {
  const conditions: SQL[] = [eq(transactions.eventYear, filters.eventYear)];
  if (filters.teamId !== undefined) conditions.push(eq(transactions.teamId, filters.teamId));
  if (filters.method !== undefined) conditions.push(eq(transactions.paymentMethodType, filters.method));
  if (filters.search) {
    const pattern = likeSubstring(filters.search);
    conditions.push(
      or(
        ilike(transactions.contactFirstName, pattern),
        ilike(transactions.contactLastName, pattern),
        ilike(sql`${transactions.contactFirstName} || ' ' || ${transactions.contactLastName}`, pattern),
        ilike(transactions.contactEmail, pattern),
        ilike(transactions.eventCity, pattern),
        ilike(teams.name, pattern),
      )!,
    );
  }
  const where = and(...conditions)!;
  const order = sql.join(orderByFromQuery(page.sortBy, SORTABLE_TRANSACTION_FIELDS, TRANSACTIONS_DEFAULT_SORT, transactions.id), sql`, `);
  const found = await selectRows<RawTransactionRow>(
    db,
    pagedSelect({
      select: sql`${transactions.id} as "id", ${isoText(transactions.createdAt)} as "createdAt", ${transactions.supportingType} as "supportingType",
               ${transactions.eventCity} as "eventCity", ${transactions.eventYear} as "eventYear",
               ${transactions.contactFirstName} as "contactFirstName", ${transactions.contactLastName} as "contactLastName",
               ${transactions.contactEmail} as "contactEmail", ${centsNumber(transactions.totalAmountCents)} as "totalAmountCents",
               ${centsNumber(transactions.totalChargedCents)} as "totalChargedCents", ${centsNumber(transactions.shippingFeeCents)} as "shippingFeeCents",
               ${centsNumber(transactions.feesCoveredCents)} as "feesCoveredCents", ${centsNumber(transactions.refundedCents)} as "refundedCents",
               ${transactions.externalTransactionId} as "externalTransactionId", ${transactions.hasShipped} as "hasShipped",
               ${transactions.donatorPersonId} as "donatorPersonId",
               ${transactions.paymentMethodType} as "paymentMethodType", ${transactions.paymentMethodBrand} as "paymentMethodBrand",
               ${transactions.paymentMethodLast4} as "paymentMethodLast4",
               ${teams.id} as "teamId", ${teams.name} as "teamName", ${teams.slug} as "teamSlug", ${checkouts.provider} as "provider"`,
      from: sql`${transactions}
          left join ${teams} on ${teams.id} = ${transactions.teamId}
          left join ${checkouts} on ${checkouts.id} = ${transactions.checkoutId}`,
      where,
      order,
      id: transactions.id,
      limit: page.limit,
      offset: offsetOf(page),
    }),
  );
  const rows = found.map(({ teamId, teamName, teamSlug, provider, ...transaction }): TransactionListRow => ({
    transaction,
    team: teamId === null ? null : { id: teamId, name: teamName, slug: teamSlug },
    provider,
  }));
  const [total] = await db.select({ n: count() }).from(transactions).leftJoin(teams, eq(teams.id, transactions.teamId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Credits a transaction to another fundraiser (or none): the transaction and its donation lines,
 * refund lines included, so the person's credited lines still sum to what they raised net of
 * refunds (docs/decisions/0008-fundraiser-credit.md). Other lines are never credited.
 */
export async function setTransactionFundraiser(tx: Tx, transactionId: number, personId: number | null) {
  await tx
    .update(lineItems)
    .set({ fundraiserPersonId: sql`case when ${lineItems.type} = 'donation' then ${personId}::integer else null end` })
    .where(eq(lineItems.transactionId, transactionId));
  await updateTransactionRow(tx, transactionId, { fundraiserPersonId: personId });
}

/** Whether any of the transaction's own lines is a donation (the only line a fundraiser is credited with). */
export async function hasDonationLine(db: DbOrTx, transactionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lineItems.id })
    .from(lineItems)
    .where(and(eq(lineItems.transactionId, transactionId), eq(lineItems.type, 'donation'), isNull(lineItems.refundId)))
    .limit(1);
  return !!row;
}
