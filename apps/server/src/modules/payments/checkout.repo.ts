import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { checkouts } from '../../db/schema/index.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type CheckoutProvider = 'stripe' | 'test' | 'offline';
/** pending (card not yet confirmed), succeeded (test processor confirmed), failed (processor unreachable), recorded. */
export type CheckoutStatus = 'pending' | 'succeeded' | 'failed' | 'recorded';

export async function insertCheckout(
  db: DbOrTx,
  values: { provider: CheckoutProvider; amountCents: number; payload: unknown; status?: CheckoutStatus },
): Promise<CheckoutRow> {
  const [row] = await db
    .insert(checkouts)
    .values({ provider: values.provider, amountCents: values.amountCents, payload: values.payload, status: values.status ?? 'pending' })
    .returning();
  return row!;
}

export async function attachProviderPayment(db: DbOrTx, id: number, providerPaymentId: string, clientSecretHash: string) {
  await db.update(checkouts).set({ providerPaymentId, clientSecretHash, updatedAt: new Date() }).where(eq(checkouts.id, id));
}

export async function findCheckoutByPayment(db: DbOrTx, provider: CheckoutProvider, providerPaymentId: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.provider, provider), eq(checkouts.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row ?? null;
}

export async function findCheckoutByTransactionId(db: DbOrTx, transactionId: number): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.transactionId, transactionId)).limit(1);
  return row ?? null;
}

export async function findCheckoutById(db: DbOrTx, id: number): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
  return row ?? null;
}

export async function setCheckoutStatus(db: DbOrTx, id: number, status: CheckoutStatus, failureMessage: string | null = null) {
  await db.update(checkouts).set({ status, failureMessage, updatedAt: new Date() }).where(eq(checkouts.id, id));
}

/** A refused card leaves the payment open for another card (as Stripe's requires_payment_method). */
export async function setCheckoutFailureMessage(db: DbOrTx, id: number, failureMessage: string) {
  await db.update(checkouts).set({ failureMessage, updatedAt: new Date() }).where(eq(checkouts.id, id));
}

/**
 * The test card step's success in one statement: a pending test payment whose stored secret hash
 * is the presented one's becomes succeeded. Answers false when no row matched (unknown payment,
 * other secret, or no longer pending): the caller then reads the row to say which.
 */
export async function markTestPaymentSucceeded(db: DbOrTx, providerPaymentId: string, clientSecretHash: string): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ status: 'succeeded', failureMessage: null, updatedAt: new Date() })
    .where(
      and(
        eq(checkouts.provider, 'test'),
        eq(checkouts.providerPaymentId, providerPaymentId),
        eq(checkouts.clientSecretHash, clientSecretHash),
        eq(checkouts.status, 'pending'),
      ),
    )
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/**
 * The statement that marks the checkout recorded as `transactionId`, unless another recording got
 * there first: it returns no row then (the checkout keeps the first transaction; the recording
 * rolls its own back). Run with the recording's last statement (transaction.writer.ts).
 */
export function checkoutRecordedUpdate(tx: Tx, id: number, transactionId: number): SQL {
  return tx
    .update(checkouts)
    .set({ status: 'recorded', transactionId, failureMessage: null, updatedAt: new Date() })
    .where(and(eq(checkouts.id, id), isNull(checkouts.transactionId)))
    .returning({ id: checkouts.id })
    .getSQL();
}
