import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { MONTHLY_GIFT_MESSAGES, periodOfDay } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { BillingWebhookEvent, ProviderInvoice, ProviderSubscription } from '../../integrations/payments/billing-events.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { createStripeBilling, type StripeBilling } from '../../integrations/payments/stripe-billing.ts';
import { AppError } from '../../lib/app-error.ts';
import { clockNow } from '../../lib/clock.ts';
import type { RecordingDeps } from '../transactions/transaction.service.ts';
import { findCheckoutById } from '../transactions/checkout.service.ts';
import { findCharge } from './monthly-gift-charge.repo.ts';
import { completeMonth, enqueueCardEmail, recordPaidMonth } from './monthly-gift-charge.service.ts';
import { findMonthlyGift, findMonthlyGiftBySubscription, lockMonthlyGift, updateMonthlyGift, type MonthlyGiftRow } from './monthly-gift.repo.ts';

/**
 * Stripe's billing events for monthly gifts (docs/features/monthly-gifts.md, "With Stripe"), in any
 * order and any number of times: invoice.paid records the month once (recordPaidMonth: one row per
 * gift and month, the invoice id unique, finalizeCheckout exactly once); invoice.payment_failed
 * notes the decline and emails the donor a link to update the card (once per month), and the last
 * retry's failure fails the gift; the subscription ended or unpaid after Stripe's last retry fails
 * it too. Each handler reads the invoice or subscription again from Stripe, so a late or repeated
 * event acts on what is true now.
 */

export interface StripeMonthlyDeps extends RecordingDeps {
  billing: StripeBilling;
  /** Reads the invoice's PaymentIntent (with how it was paid) as every payment is read. */
  payments: PaymentProvider;
}

const BAD_GATEWAY = 502;
const clients = new WeakMap<AppConfig, StripeBilling>();

/** The app's Stripe Billing client (one per configuration); null without Stripe keys. */
export function stripeBillingOf(config: AppConfig): StripeBilling | null {
  if (!config.stripeEnabled || !config.STRIPE_SECRET_KEY) return null;
  let client = clients.get(config);
  if (!client) {
    client = createStripeBilling({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE });
    clients.set(config, client);
  }
  return client;
}

/** What the webhook and the reconciler run the Stripe side with; null without Stripe keys. */
export function stripeMonthlyDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): StripeMonthlyDeps | null {
  const billing = stripeBillingOf(app.config);
  return billing ? { db: app.db, mailer: app.mailer, log, jobs: app.jobs, events: app.paymentEvents, payments: app.payments, billing } : null;
}

/** The gift an invoice bills: by its subscription, or (before the start job stored it) by the gift its metadata names. */
async function giftOfInvoice(deps: StripeMonthlyDeps, invoice: ProviderInvoice): Promise<MonthlyGiftRow | null> {
  if (!invoice.subscriptionId) return null;
  const bySubscription = await findMonthlyGiftBySubscription(deps.db, invoice.subscriptionId);
  if (bySubscription) return bySubscription;
  const named = invoice.monthlyGiftId ? await findMonthlyGift(deps.db, invoice.monthlyGiftId) : null;
  return named?.provider === 'stripe' && !named.providerSubscriptionId ? named : null;
}

/** A month's invoice, not the subscription's first (a $0 stub: the first month was charged at checkout). */
const billsAMonth = (invoice: ProviderInvoice) => invoice.billingReason !== 'subscription_create' && invoice.amountDueCents > 0;

export type PaidInvoiceOutcome = 'recorded' | 'already-recorded' | 'ignored';

/** What recording a paid invoice did, and the month and payment it was (the reconciler's detail). */
export interface PaidInvoiceResult {
  outcome: PaidInvoiceOutcome;
  monthlyGiftId?: number;
  period?: string;
  paymentId?: string;
}

/**
 * A paid invoice of a gift's subscription, recorded as that month's transaction through the same
 * exactly-once path as any payment (its receipt included). A repeated event, the reconciler and a
 * concurrent webhook all end on the one record.
 */
export async function recordPaidInvoice(deps: StripeMonthlyDeps, invoice: ProviderInvoice): Promise<PaidInvoiceResult> {
  const ignored = { outcome: 'ignored' } as const;
  if (invoice.status !== 'paid' || !billsAMonth(invoice) || invoice.amountPaidCents <= 0) return ignored;
  const gift = await giftOfInvoice(deps, invoice);
  if (!gift || !invoice.period) {
    deps.log.info({ invoiceId: invoice.id, subscriptionId: invoice.subscriptionId }, 'invoice.paid for no monthly gift of this server');
    return ignored;
  }
  const ref = await deps.billing.invoicePayment(invoice.id);
  if (!ref) throw new Error(`Stripe invoice ${invoice.id} is paid but names no payment`);
  const payment = await deps.payments.retrievePayment(ref.paymentIntentId);
  if (!payment?.succeeded) throw new Error(`Stripe invoice ${invoice.id} is paid but its payment ${ref.paymentIntentId} has not succeeded`);
  const recorded = await recordPaidMonth(deps, { monthlyGiftId: gift.id, period: invoice.period, payment, providerInvoiceId: invoice.id });
  if (!recorded) return ignored;
  await completeMonthRecordedElsewhere(deps, gift.id, invoice.period);
  if (!recorded.created && recorded.transaction.externalTransactionId !== payment.id) {
    // A second payment for a month already recorded (a subscription made again the same month): kept at Stripe, for a person to refund.
    deps.log.error({ invoiceId: invoice.id, paymentId: payment.id, monthlyGiftId: gift.id, period: invoice.period }, 'a paid invoice for a month already recorded by another payment');
  }
  // Paid after its declines (a retry, or the donor's new card): the gift is charged again each month.
  if (gift.status === 'failed') {
    await deps.db.transaction(async (tx) => {
      const locked = await lockMonthlyGift(tx, gift.id);
      if (locked?.status === 'failed') await updateMonthlyGift(tx, gift.id, { status: 'active', failureCount: 0 });
    });
  }
  return { outcome: recorded.created ? 'recorded' : 'already-recorded', monthlyGiftId: gift.id, period: invoice.period, paymentId: payment.id };
}

/**
 * The month's checkout recorded by another path than its invoice (the reconciler's pass over
 * checkouts, after a crash between the checkout and its recording): the transaction exists without
 * the month's details, so the month is completed here, once.
 */
async function completeMonthRecordedElsewhere(deps: StripeMonthlyDeps, giftId: number, period: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const gift = await lockMonthlyGift(tx, giftId);
    const charge = gift ? await findCharge(tx, gift.id, period) : null;
    if (!gift || !charge || charge.status === 'recorded' || !charge.checkoutId) return;
    const checkout = await findCheckoutById(tx, charge.checkoutId);
    if (checkout?.transactionId) await completeMonth(tx, gift, { period, checkoutId: checkout.id, transactionId: checkout.transactionId });
  });
}

/** Fails the gift (not a cancelled or paused one), and emails the donor once for the month. */
async function failGift(deps: StripeMonthlyDeps, giftId: number, patch: { message?: string | null; period?: string }): Promise<void> {
  const now = await clockNow(deps.db);
  const changed = await deps.db.transaction(async (tx) => {
    const gift = await lockMonthlyGift(tx, giftId);
    if (!gift || gift.status !== 'active') return false;
    await updateMonthlyGift(tx, gift.id, { status: 'failed', ...(patch.message ? { lastFailureMessage: patch.message.slice(0, 500), lastFailureAt: now } : {}) });
    await enqueueCardEmail(tx, gift.id, patch.period ?? periodOfDay(gift.nextChargeOn), 'failed');
    return true;
  });
  if (changed) deps.jobs?.kick();
}

/**
 * A declined month: the failure noted (the count is the invoice's attempts, so a repeated event
 * counts nothing more), the donor emailed a link to update the card once for the month; after
 * Stripe's last retry (no next attempt) the gift fails.
 */
export async function noteFailedInvoice(deps: StripeMonthlyDeps, event: ProviderInvoice): Promise<void> {
  if (!billsAMonth(event)) return;
  const invoice = (await deps.billing.retrieveInvoice(event.id)) ?? event;
  // Paid meanwhile (a later retry, a new card): the late failure changes nothing.
  if (invoice.status !== 'open') return;
  const gift = await giftOfInvoice(deps, invoice);
  if (!gift) return;
  const ref = await deps.billing.invoicePayment(invoice.id);
  const payment = ref ? await deps.payments.retrievePayment(ref.paymentIntentId) : null;
  const message = payment?.failureMessage ?? 'Your card was declined.';
  const period = invoice.period ?? periodOfDay(gift.nextChargeOn);
  const now = await clockNow(deps.db);
  await deps.db.transaction(async (tx) => {
    const locked = await lockMonthlyGift(tx, gift.id);
    if (!locked || locked.status === 'cancelled') return;
    await updateMonthlyGift(tx, gift.id, { failureCount: Math.max(locked.failureCount, invoice.attemptCount), lastFailureMessage: message.slice(0, 500), lastFailureAt: now });
    if (locked.status === 'active') await enqueueCardEmail(tx, gift.id, period, 'declined');
  });
  deps.jobs?.kick();
  if (invoice.nextAttemptAt === null) await failGift(deps, gift.id, { period });
}

/**
 * The subscription changed: ended for non-payment, or unpaid after the last retry -> failed;
 * ended otherwise (cancelled in Stripe's dashboard) -> cancelled; active again -> a failed gift is
 * active again.
 */
export async function applySubscriptionChange(deps: StripeMonthlyDeps, event: ProviderSubscription): Promise<void> {
  const gift = await findMonthlyGiftBySubscription(deps.db, event.id);
  if (!gift || gift.status === 'cancelled') return;
  const sub = (await deps.billing.retrieveSubscription(event.id)) ?? event;
  if (sub.endedForNonPayment || sub.status === 'unpaid') return failGift(deps, gift.id, {});
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
    const now = await clockNow(deps.db);
    await deps.db.transaction(async (tx) => {
      const locked = await lockMonthlyGift(tx, gift.id);
      if (locked && locked.status !== 'cancelled' && locked.providerSubscriptionId === sub.id) await updateMonthlyGift(tx, gift.id, { status: 'cancelled', cancelledAt: now });
    });
    return;
  }
  if (sub.status === 'active' && gift.status === 'failed') {
    await deps.db.transaction(async (tx) => {
      const locked = await lockMonthlyGift(tx, gift.id);
      if (locked?.status === 'failed') await updateMonthlyGift(tx, gift.id, { status: 'active', failureCount: 0 });
    });
  }
}

/**
 * A billing event of the payment webhook (modules/payments/payment.service.ts hands them here).
 * Stripe unreachable while it is handled answers 502, so Stripe delivers the event again later.
 */
export async function handleMonthlyBillingEvent(deps: StripeMonthlyDeps, event: BillingWebhookEvent): Promise<void> {
  try {
    await applyBillingEvent(deps, event);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      deps.log.error({ err, type: event.type }, 'a monthly gift billing event could not be handled: Stripe did not answer');
      throw new AppError(BAD_GATEWAY, MONTHLY_GIFT_MESSAGES.processorUnavailable);
    }
    throw err;
  }
}

async function applyBillingEvent(deps: StripeMonthlyDeps, event: BillingWebhookEvent): Promise<void> {
  switch (event.type) {
    case 'invoicePaid':
      await recordPaidInvoice(deps, event.invoice);
      return;
    case 'invoiceFailed':
      await noteFailedInvoice(deps, event.invoice);
      return;
    case 'subscriptionChanged':
      await applySubscriptionChange(deps, event.subscription);
      return;
    default:
      return event satisfies never;
  }
}
