import type { FastifyInstance } from 'fastify';
import { PAYMENT_METHODS, TEST_BANK_ACCOUNTS, formatCents, type RecordedPaymentMethod } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { EmailMessage } from '../../integrations/email.ts';
import type { PaymentProvider, ProviderPayment } from '../../integrations/payments/payment-provider.ts';
import { testBankTransferSettles } from '../../integrations/payments/test-processor.ts';
import { enqueueEmail, idFrom } from '../jobs/email-jobs.ts';
import { enqueueJob, PermanentJobError } from '../jobs/job-queue.ts';
import { findCheckoutById, type CheckoutRow } from '../transactions/checkout.service.ts';
import {
  listProcessingCheckoutIds, markCheckoutPaymentFailed, markCheckoutProcessing, markProcessingSucceeded,
} from '../transactions/checkout-settlement.service.ts';
import { finalizeCheckout, type RecordingDeps } from '../transactions/transaction.service.ts';

/**
 * Payments that settle later (docs/features/payment-methods.md): a bank transfer is pending
 * (checkout status processing: shown, never counted) from the processor's `processing` until it
 * succeeds (recorded by finalizeCheckout, exactly once, receipt and all) or fails (nothing
 * counted; the donor is emailed a link to give again). The webhook, the reconciler and the test
 * processor's settlement job all come through here, in any order and any number of times.
 */

/** The test processor's settlement of one pending bank transfer: payload {checkoutId}. */
export const TEST_BANK_SETTLEMENT_QUEUE = 'test-bank-settlement';

export interface SettleDeps extends RecordingDeps {
  /** Where the give-again link points. */
  publicUrl: string;
}

/** The processor says the payment was submitted and is settling: the waiting checkout becomes pending. */
export async function notePaymentProcessing(db: DbOrTx, checkout: Pick<CheckoutRow, 'id'>, method: RecordedPaymentMethod | null): Promise<boolean> {
  return markCheckoutProcessing(db, checkout.id, method ?? { type: 'us_bank_account', brand: null, last4: null });
}

/** The donor's email when a payment fails after they left: nothing was taken, and a link to give again. */
export function paymentFailedEmail(checkout: Pick<CheckoutRow, 'amountCents' | 'payload'>, args: { publicUrl: string; reason: string; method: RecordedPaymentMethod | null }): EmailMessage | null {
  const person = (checkout.payload as { person?: { email?: unknown; firstName?: unknown } } | null)?.person;
  if (!person || typeof person.email !== 'string' || !person.email) return null;
  const firstName = typeof person.firstName === 'string' && person.firstName ? person.firstName : 'there';
  const how = args.method ? PAYMENT_METHODS[args.method.type].label.toLowerCase() : 'payment';
  const link = `${args.publicUrl.replace(/\/$/, '')}/frontend/donate`;
  const amount = formatCents(checkout.amountCents);
  return {
    to: [person.email],
    subject: `Your gift of ${amount} did not go through`,
    text: [
      `Hi ${firstName},`,
      '',
      `Thank you for giving. Your ${how} of ${amount} did not go through, so nothing was taken and it was not counted.`,
      `Your bank said: ${args.reason}`,
      '',
      `If you would like to give again, you can do it here: ${link}`,
      '',
      'Thank you for your support.',
    ].join('\n'),
  };
}

/**
 * A submitted payment failed: in one transaction the unrecorded checkout becomes failed and, if
 * this call changed it, the donor's email is queued. A repeated failure, or one after the payment
 * was recorded, changes nothing.
 */
export async function failSubmittedPayment(
  deps: Pick<SettleDeps, 'db' | 'publicUrl' | 'jobs'>,
  checkoutId: number,
  reason: string,
  method: RecordedPaymentMethod | null,
): Promise<boolean> {
  const failed = await deps.db.transaction(async (tx) => {
    const row = await markCheckoutPaymentFailed(tx, checkoutId, reason, method);
    if (!row) return false;
    const message = paymentFailedEmail(row, { publicUrl: deps.publicUrl, reason, method: method ?? row.paymentMethod ?? null });
    if (message) await enqueueEmail(tx, message);
    return true;
  });
  if (failed) deps.jobs?.kick();
  return failed;
}

/** How long the test processor's bank transfers take, and the settlement job of one. */
export async function scheduleTestBankSettlement(db: DbOrTx, checkoutId: number, settleSeconds: number): Promise<void> {
  await enqueueJob(db, TEST_BANK_SETTLEMENT_QUEUE, { checkoutId }, { singletonKey: `checkout-${checkoutId}`, runAt: new Date(Date.now() + settleSeconds * 1000) });
}

/**
 * The test processor's bank transfer reaches its outcome: the settling account's transfer
 * succeeds and is recorded (the same finalizeCheckout as every payment), the failing one fails.
 * Anything not processing any more (recorded, failed) is left as it is.
 */
export async function settleTestBankTransfer(deps: SettleDeps & { payments: PaymentProvider }, checkoutId: number): Promise<'recorded' | 'failed' | 'unchanged'> {
  const checkout = await findCheckoutById(deps.db, checkoutId);
  if (!checkout || checkout.provider !== 'test' || !checkout.providerPaymentId) return 'unchanged';
  const method = checkout.paymentMethod ?? null;
  if (checkout.status === 'processing' && !testBankTransferSettles(method)) {
    return (await failSubmittedPayment(deps, checkout.id, TEST_BANK_ACCOUNTS.fails.outcome, method)) ? 'failed' : 'unchanged';
  }
  // Processing -> succeeded, then recorded; a succeeded one a crash left unrecorded is recorded now.
  if (checkout.status === 'processing') await markProcessingSucceeded(deps.db, checkout.id);
  const row = await findCheckoutById(deps.db, checkout.id);
  if (!row || row.status !== 'succeeded' || row.transactionId) return 'unchanged';
  const payment = await deps.payments.retrievePayment(checkout.providerPaymentId, row);
  if (!payment?.succeeded) return 'unchanged';
  const recorded = await finalizeCheckout(deps, row, payment);
  return recorded.created ? 'recorded' : 'unchanged';
}

/** Every pending test bank transfer reaches its outcome now (admins, and the browser journeys). */
export async function settleTestBankTransfersNow(deps: SettleDeps & { payments: PaymentProvider }): Promise<{ recorded: number; failed: number }> {
  const tally = { recorded: 0, failed: 0 };
  for (const id of await listProcessingCheckoutIds(deps.db, 'test')) {
    try {
      const outcome = await settleTestBankTransfer(deps, id);
      if (outcome !== 'unchanged') tally[outcome] += 1;
    } catch (err) {
      // One that cannot be recorded (a stored payload no longer valid) is left for the reconciler and a person.
      deps.log.error({ err, checkoutId: id }, 'settling a test bank transfer failed');
    }
  }
  return tally;
}

/** What the app gives the settlement code. */
export function settleDeps(app: FastifyInstance, log = app.log): SettleDeps & { payments: PaymentProvider } {
  return { db: app.db, mailer: app.mailer, jobs: app.jobs, events: app.paymentEvents, log, payments: app.payments, publicUrl: app.config.PUBLIC_URL };
}

/** The settlement job of the test processor's bank transfers. */
export function registerTestBankSettlementJob(app: FastifyInstance): void {
  app.jobs.register(TEST_BANK_SETTLEMENT_QUEUE, async ({ payload }) => {
    const checkoutId = idFrom(payload, 'checkoutId');
    if (app.payments.kind !== 'test') throw new PermanentJobError('Test bank transfers settle only with the test-mode processor.');
    return { checkoutId, outcome: await settleTestBankTransfer(settleDeps(app), checkoutId) };
  });
}

/**
 * The processor's answer about a pending (or still waiting) checkout, applied: processing ->
 * pending; failed -> failed and the donor emailed. Succeeded is the caller's (finalizeCheckout).
 * Answers what changed.
 */
export async function applySettlingAnswer(deps: Pick<SettleDeps, 'db' | 'publicUrl' | 'jobs'>, checkout: Pick<CheckoutRow, 'id' | 'status'>, payment: ProviderPayment): Promise<'pending' | 'failed' | null> {
  if (payment.status === 'processing') return (await notePaymentProcessing(deps.db, checkout, payment.method)) ? 'pending' : null;
  if (payment.status === 'failed') {
    return (await failSubmittedPayment(deps, checkout.id, payment.failureMessage ?? 'The bank transfer failed.', payment.method)) ? 'failed' : null;
  }
  return null;
}

