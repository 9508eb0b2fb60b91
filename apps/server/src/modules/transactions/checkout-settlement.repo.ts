import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { RecordedPaymentMethod } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { checkouts } from '../../db/schema/index.ts';
import type { CheckoutRow } from './checkout.repo.ts';

// Payments that settle later (docs/features/payment-methods.md): a checkout is processing from the
// processor's `processing` until it is recorded (succeeded) or failed. Every change is conditional,
// so repeated, late and out-of-order events change nothing twice.

/**
 * A payment that settles later was submitted: an unrecorded checkout still waiting (pending or
 * expired) becomes processing, with its method. False when it was recorded, failed or already
 * processing meanwhile (a late or repeated event).
 */
export async function markCheckoutProcessing(db: DbOrTx, id: number, paymentMethod: RecordedPaymentMethod | null): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ status: 'processing', failureMessage: null, ...(paymentMethod ? { paymentMethod } : {}), updatedAt: new Date() })
    .where(and(eq(checkouts.id, id), isNull(checkouts.transactionId), inArray(checkouts.status, ['pending', 'expired'])))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/** The test processor's bank transfer settled: processing becomes succeeded (then it is recorded). False when it was not processing. */
export async function markProcessingSucceeded(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ status: 'succeeded', updatedAt: new Date() })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'processing'), isNull(checkouts.transactionId)))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/**
 * A payment that failed after it was submitted: the unrecorded checkout becomes failed with the
 * processor's message and method. Answers the row when this call made the change (so the donor
 * is emailed once), null when it was recorded or had already failed.
 */
export async function markCheckoutPaymentFailed(
  db: DbOrTx,
  id: number,
  failureMessage: string,
  paymentMethod: RecordedPaymentMethod | null,
): Promise<CheckoutRow | null> {
  const [row] = await db
    .update(checkouts)
    .set({ status: 'failed', failureMessage, ...(paymentMethod ? { paymentMethod } : {}), updatedAt: new Date() })
    .where(and(eq(checkouts.id, id), isNull(checkouts.transactionId), inArray(checkouts.status, ['pending', 'processing', 'expired'])))
    .returning();
  return row ?? null;
}

/** Processing checkouts, or failed ones that had a method (failed after they were submitted), newest first. */
export async function listSettlingCheckouts(
  db: DbOrTx,
  args: { status: 'processing' | 'failed'; offset: number; limit: number },
): Promise<{ rows: CheckoutRow[]; total: number }> {
  const where = and(eq(checkouts.status, args.status), isNull(checkouts.transactionId), isNotNull(checkouts.paymentMethod));
  const rows = await db.select().from(checkouts).where(where).orderBy(desc(checkouts.createdAt), desc(checkouts.id)).offset(args.offset).limit(args.limit);
  const [counted] = await db.select({ n: count() }).from(checkouts).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Every processing checkout of a processor (the test processor's "settle now"). */
export async function listProcessingCheckoutIds(db: DbOrTx, provider: string): Promise<number[]> {
  const rows = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.provider, provider), eq(checkouts.status, 'processing'), isNull(checkouts.transactionId)));
  return rows.map((r) => r.id);
}
