import type { RecordedPaymentMethod } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { CheckoutRow } from './checkout.repo.ts';
import * as repo from './checkout-settlement.repo.ts';

/**
 * The states of a payment that settles later (docs/features/payment-methods.md), driven by
 * modules/payments (webhook, test processor) and modules/reconciliation; recording stays
 * finalizeCheckout's (transaction.service.ts), exactly once.
 */

/** A bank transfer submitted: the waiting checkout becomes processing (pending, shown, not counted). */
export async function markCheckoutProcessing(db: DbOrTx, id: number, paymentMethod: RecordedPaymentMethod | null): Promise<boolean> {
  return repo.markCheckoutProcessing(db, id, paymentMethod);
}

/** A pending test bank transfer settled: processing becomes succeeded, ready to be recorded. */
export async function markProcessingSucceeded(db: DbOrTx, id: number): Promise<boolean> {
  return repo.markProcessingSucceeded(db, id);
}

/** A submitted payment failed: the unrecorded checkout becomes failed; the row when this call changed it, else null. */
export async function markCheckoutPaymentFailed(db: DbOrTx, id: number, failureMessage: string, paymentMethod: RecordedPaymentMethod | null): Promise<CheckoutRow | null> {
  return repo.markCheckoutPaymentFailed(db, id, failureMessage, paymentMethod);
}

/** Processing (pending) or failed-after-submission checkouts, newest first, for the pending views. */
export async function listSettlingCheckouts(db: DbOrTx, args: { status: 'processing' | 'failed'; offset: number; limit: number }) {
  return repo.listSettlingCheckouts(db, args);
}

/** The processing checkouts of a processor. */
export async function listProcessingCheckoutIds(db: DbOrTx, provider: string): Promise<number[]> {
  return repo.listProcessingCheckoutIds(db, provider);
}
