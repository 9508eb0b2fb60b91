import type { DbOrTx } from '../../db/client.ts';
import type { RecordedPaymentMethod } from '@walkfund/domain';
import * as repo from './checkout.repo.ts';

/**
 * The checkout states other modules drive before transaction.service.ts records a checkout:
 * modules/payments opens one, attaches the card payment, marks it succeeded or failed;
 * modules/reconciliation re-reads one.
 */
export type { CheckoutRow } from './checkout.repo.ts';

/**
 * A new pending checkout: the priced payload as accepted, its processor and the amount to charge;
 * and its payment with the hash of its client secret when the processor made it first (the test processor).
 */
export async function insertCheckout(
  db: DbOrTx,
  values: { provider: repo.CheckoutProvider; amountCents: number; payload: unknown; status?: repo.CheckoutStatus; providerPaymentId?: string; clientSecretHash?: string },
): Promise<repo.CheckoutRow> {
  return repo.insertCheckout(db, values);
}

/** The processor's payment and the hash of its client secret, on the checkout. */
export async function attachProviderPayment(db: DbOrTx, id: number, providerPaymentId: string, clientSecretHash: string): Promise<void> {
  await repo.attachProviderPayment(db, id, providerPaymentId, clientSecretHash);
}

/** The checkout of a processor's payment, or null. */
export async function findCheckoutByPayment(db: DbOrTx, provider: repo.CheckoutProvider, providerPaymentId: string): Promise<repo.CheckoutRow | null> {
  return repo.findCheckoutByPayment(db, provider, providerPaymentId);
}

export async function findCheckoutById(db: DbOrTx, id: number): Promise<repo.CheckoutRow | null> {
  return repo.findCheckoutById(db, id);
}

/** A checkout's new state (a failure with its message). */
export async function setCheckoutStatus(db: DbOrTx, id: number, status: repo.CheckoutStatus, failureMessage: string | null = null): Promise<void> {
  await repo.setCheckoutStatus(db, id, status, failureMessage);
}

/** A refused card's message, the payment left open for another card (as Stripe's requires_payment_method). */
export async function setCheckoutFailureMessage(db: DbOrTx, id: number, failureMessage: string): Promise<void> {
  await repo.setCheckoutFailureMessage(db, id, failureMessage);
}

/** The test processor's payment succeeded (its client secret matched); false when no pending test checkout has it. */
export async function markTestPaymentSucceeded(db: DbOrTx, providerPaymentId: string, clientSecretHash: string, paymentMethod: RecordedPaymentMethod): Promise<boolean> {
  return repo.markTestPaymentSucceeded(db, providerPaymentId, clientSecretHash, paymentMethod);
}
