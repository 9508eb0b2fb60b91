import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { MATCH_LINE_ITEM_TYPE } from '@walkfund/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { checkouts, lineItems, persons, refunds, transactions, users } from '../../db/schema/index.ts';
import type { ProviderRefund } from '../../integrations/payments/payment-provider.ts';
import type { LineItemInsert } from './transaction.repo.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundInsert = Omit<typeof refunds.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertRefund(tx: Tx, values: RefundInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

export async function findRefund(db: DbOrTx, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row ?? null;
}

/** The refund a request with this idempotency key made on the transaction. */
export async function findRefundByKey(db: DbOrTx, transactionId: number, idempotencyKey: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(and(eq(refunds.transactionId, transactionId), eq(refunds.idempotencyKey, idempotencyKey))).limit(1);
  return row ?? null;
}

export async function findRefundByProviderId(db: DbOrTx, provider: string, providerRefundId: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(and(eq(refunds.provider, provider), eq(refunds.providerRefundId, providerRefundId))).limit(1);
  return row ?? null;
}

/** What is refunded or being refunded: recorded refunds plus those still waiting for the processor. */
export async function sumReservedRefunds(db: DbOrTx, transactionId: number): Promise<number> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` }).from(refunds).where(eq(refunds.transactionId, transactionId));
  return Number(row?.total ?? 0);
}

/** Pending refunds of a transaction older than `before` (their request ended without recording them). */
export async function findStalePendingRefunds(db: DbOrTx, transactionId: number, before: Date): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.transactionId, transactionId), eq(refunds.status, 'pending'), lt(refunds.createdAt, before)))
    .orderBy(asc(refunds.id));
}

/** Removes a refund the processor refused or never made: only while pending, so never a recorded one. */
export async function deletePendingRefund(db: DbOrTx, id: number): Promise<void> {
  await db.delete(refunds).where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

export async function markRefundSucceeded(tx: Tx, id: number, values: { providerRefundId: string; amountCents: number; lineItemsCents: number }) {
  const now = new Date();
  await tx.update(refunds).set({ ...values, status: 'succeeded', completedAt: now, updatedAt: now }).where(eq(refunds.id, id));
}

/**
 * A transaction's own line items (not refund ones) with what is left of each after the refunds
 * already recorded, in their order.
 */
export async function listRefundableLineItems(db: DbOrTx, transactionId: number) {
  const own = await db
    .select()
    .from(lineItems)
    // A sponsor's match is not the donor's money (docs/features/sponsor-matches.md): no refund comes off it;
    // its subscriber takes back the match's share when the gift is refunded.
    .where(and(eq(lineItems.transactionId, transactionId), isNull(lineItems.refundId), ne(lineItems.type, MATCH_LINE_ITEM_TYPE)))
    .orderBy(asc(lineItems.id));
  const refunded = await db
    .select({ lineItemId: lineItems.refundedLineItemId, total: sql<string>`sum(${lineItems.amountCents})` })
    .from(lineItems)
    .where(and(eq(lineItems.transactionId, transactionId), isNotNull(lineItems.refundId)))
    .groupBy(lineItems.refundedLineItemId);
  const refundedOf = new Map(refunded.map((r) => [r.lineItemId, Number(r.total)]));
  // Refund line items are negative: what is left is the amount plus their sum.
  return own.map((item) => ({ item, remainingCents: item.amountCents + (refundedOf.get(item.id) ?? 0) }));
}

export async function insertRefundLineItems(tx: Tx, transactionId: number, items: (LineItemInsert & { refundId: number; refundedLineItemId: number })[]) {
  if (items.length) await tx.insert(lineItems).values(items.map((item) => ({ ...item, transactionId })));
}

/** A transaction's refunds, oldest first, with who asked for each. */
export async function listTransactionRefunds(db: DbOrTx, transactionId: number) {
  return db
    .select({
      refund: refunds,
      creator: { id: users.id, email: users.email, firstName: persons.firstName, lastName: persons.lastName },
    })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.createdByUserId))
    .leftJoin(persons, eq(persons.id, users.personId))
    .where(eq(refunds.transactionId, transactionId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}
export type RefundListRow = Awaited<ReturnType<typeof listTransactionRefunds>>[number];

/** The line items the given refunds wrote. */
export async function listRefundLineItems(db: DbOrTx, refundIds: number[]) {
  if (!refundIds.length) return [];
  return db
    .select({ id: lineItems.id, refundId: lineItems.refundId, refundedLineItemId: lineItems.refundedLineItemId, type: lineItems.type, amountCents: lineItems.amountCents })
    .from(lineItems)
    .where(inArray(lineItems.refundId, refundIds))
    .orderBy(asc(lineItems.id));
}

/**
 * The test-mode processor's refunds of a payment: the recorded test refunds of the transaction
 * its checkout produced (its state lives in the database, as its payments do).
 */
export async function listTestRefunds(db: DbOrTx, paymentId: string): Promise<ProviderRefund[]> {
  const rows = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .innerJoin(checkouts, eq(checkouts.id, transactions.checkoutId))
    .where(
      and(
        eq(checkouts.provider, 'test'),
        eq(checkouts.providerPaymentId, paymentId),
        eq(refunds.provider, 'test'),
        eq(refunds.status, 'succeeded'),
        isNotNull(refunds.providerRefundId),
      ),
    )
    .orderBy(asc(refunds.id));
  return rows.map(({ refund }) => ({
    id: refund.providerRefundId!,
    paymentId,
    amountCents: refund.amountCents,
    currency: 'usd',
    status: 'succeeded',
    metadata: { walkfundRefundId: String(refund.id), reason: refund.reason },
    reason: refund.reason,
    failureMessage: null,
  }));
}
