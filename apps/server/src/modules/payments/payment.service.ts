import type { FastifyBaseLogger } from 'fastify';
import {
  CARD_ERROR_STATUS, PAYMENT_METHODS, centsToDollars, type RecordedPaymentMethod, type PaymentConfigResponse, type PaymentCreateInput, type PaymentCreateResponse, type TestPaymentConfirmInput,
  type TestPaymentConfirmResponse,
} from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import type { BillingWebhookEvent } from '../../integrations/payments/billing-events.ts';
import { WebhookSignatureError, type PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { chargeTestCard, submitTestBankAccount, testWalletMethod } from '../../integrations/payments/test-processor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordProcessorRefunds } from '../transactions/refund.service.ts';
import { finalizeCheckout } from '../transactions/transaction.service.ts';
import { priceCheckout } from '../transactions/checkout-pricing.ts';
import { checkoutWithWaivers } from '../waivers/waiver-checkout.ts';
import { storedCheckoutPayload } from '../transactions/stored-checkout-payload.ts';
import {
  attachProviderPayment, findCheckoutByPayment, insertCheckout, markTestPaymentSucceeded, setCheckoutFailureMessage, setCheckoutStatus,
} from '../transactions/checkout.service.ts';
import { hashPaymentSecret, paymentSecretMatches } from '../transactions/payment-secret.ts';
import { markCheckoutProcessing } from '../transactions/checkout-settlement.service.ts';
import { applySettlingAnswer, scheduleTestBankSettlement, type SettleDeps } from './settle-later.service.ts';

const BAD_GATEWAY = 502;

/** GET /v1/payment/config: the processor in use (and Stripe's publishable key). */
export function paymentConfig(payments: PaymentProvider): PaymentConfigResponse {
  return { provider: payments.kind, ...(payments.publishableKey ? { publishableKey: payments.publishableKey } : {}) };
}

/**
 * POST /v1/payment (docs/decisions/0112-payments-exactly-once.md): prices the checkout on the server, refuses any amount that
 * differs (nothing is written then), refuses a person brought to the event without the current
 * waiver (docs/decisions/0011-event-day-check-in.md), stores a pending checkout with the payload
 * (the acceptances and the address they came from included), and creates the card payment with an
 * idempotency key derived from the checkout.
 */
export async function createPayment(args: {
  db: Db; payments: PaymentProvider; log: FastifyBaseLogger; input: PaymentCreateInput; ipAddress?: string | null;
}): Promise<PaymentCreateResponse> {
  const { db, payments, log, input } = args;
  const { amount, ...payload } = input;
  const priced = await priceCheckout(db, payload, { amountCents: Number(amount) });
  const amountCents = priced.totals.totalCents;
  const stored = storedCheckoutPayload(await checkoutWithWaivers(db, priced.payload), args.ipAddress ?? null);
  // The test processor calls no one: its payment is made first and written with the checkout, one statement for two.
  const local = payments.newPayment?.();
  const paymentOfLocal = local ? { providerPaymentId: local.id, clientSecretHash: hashPaymentSecret(local.secret) } : {};
  const checkout = await insertCheckout(db, { provider: payments.kind, amountCents, payload: stored, ...paymentOfLocal });
  let created: { id: string; secret: string };
  try {
    created = local ?? (await payments.createPayment({
      amountCents,
      idempotencyKey: `walkfund-checkout-${checkout.id}`,
      description: `${priced.settings.appTitle} ${priced.settings.appYear}`,
      metadata: { checkoutId: String(checkout.id) },
      feeRule: PAYMENT_METHODS[priced.payload.transaction.paymentMethod ?? 'card'].feeRule,
      // A monthly gift's first checkout saves the card for the months after (docs/features/monthly-gifts.md).
      ...(priced.payload.transaction.monthly ? { saveFor: { email: priced.payload.person.email, name: `${priced.payload.person.firstName} ${priced.payload.person.lastName}` } } : {}),
    }));
  } catch (err) {
    log.error({ err, checkoutId: checkout.id }, 'creating the card payment failed');
    await setCheckoutStatus(db, checkout.id, 'failed', 'The card processor could not be reached.');
    throw new AppError(BAD_GATEWAY, 'The card processor could not be reached. Please try again.');
  }
  if (!local) await attachProviderPayment(db, checkout.id, created.id, hashPaymentSecret(created.secret));
  return {
    id: created.id,
    secret: created.secret,
    ...paymentConfig(payments),
    amount: centsToDollars(amountCents),
  };
}

type TestOutcome =
  | { ok: true; method: RecordedPaymentMethod; settlesLater: boolean }
  | { ok: false; message: string };

/** What the test-mode processor makes of the method the browser confirms with (docs/decisions/0113-test-mode-processor.md). */
function testOutcome(input: TestPaymentConfirmInput): TestOutcome {
  switch (input.method) {
    case 'card': {
      const charged = chargeTestCard(input.card);
      return charged.ok ? { ok: true, method: { type: 'card', brand: charged.brand, last4: charged.last4 }, settlesLater: false } : charged;
    }
    case 'test_wallet':
      // One tap: no card typed; the method recorded is the wallet's (docs/features/payment-methods.md).
      return { ok: true, method: testWalletMethod(input.wallet), settlesLater: false };
    case 'test_bank_account': {
      const submitted = submitTestBankAccount(input.bankAccount);
      return submitted.ok ? { ok: true, method: submitted.method, settlesLater: true } : submitted;
    }
    default:
      return input satisfies never;
  }
}

/**
 * POST /v1/payment/test-confirm: the browser's payment step with the test-mode processor, as
 * Stripe.js confirmPayment is with Stripe. A card or a test wallet succeeds at once; a test bank
 * account is submitted: the payment is processing (pending, not counted) until its settlement job
 * settles or fails it after TEST_BANK_SETTLE_SECONDS (docs/features/payment-methods.md). A refused
 * card or account answers 402 with the processor's message and leaves the payment open for
 * another; confirming a succeeded or processing payment again changes nothing.
 */
export async function confirmTestPayment(args: {
  db: Db; payments: PaymentProvider; input: TestPaymentConfirmInput; settleSeconds: number;
}): Promise<TestPaymentConfirmResponse> {
  const { db, payments, input } = args;
  if (payments.kind !== 'test') throw AppError.notFound('Test-mode payments are off: this server takes cards through Stripe.');
  const outcome = testOutcome(input);
  // The usual case in one statement: an accepted card on a pending payment with its own secret.
  if (outcome.ok && !outcome.settlesLater && (await markTestPaymentSucceeded(db, input.id, hashPaymentSecret(input.secret), outcome.method))) {
    return { id: input.id, status: 'succeeded' };
  }
  const checkout = await findCheckoutByPayment(db, 'test', input.id);
  if (!checkout) throw AppError.notFound('Payment not found.');
  if (!paymentSecretMatches(checkout.clientSecretHash, input.secret)) throw AppError.forbidden('The payment secret does not match.');
  if (checkout.status === 'succeeded' || checkout.status === 'recorded') return { id: input.id, status: 'succeeded' };
  if (checkout.status === 'processing') return { id: input.id, status: 'processing' };
  if (!outcome.ok) {
    await setCheckoutFailureMessage(db, checkout.id, outcome.message);
    throw new AppError(CARD_ERROR_STATUS, outcome.message);
  }
  if (outcome.settlesLater) {
    const submitted = await db.transaction(async (tx) => {
      if (!(await markCheckoutProcessing(tx, checkout.id, outcome.method))) return false;
      await scheduleTestBankSettlement(tx, checkout.id, args.settleSeconds);
      return true;
    });
    const now = submitted ? null : await findCheckoutByPayment(db, 'test', input.id);
    if (!submitted && now?.status !== 'processing') throw AppError.conflict('The payment changed meanwhile. Please reload the page.');
    return { id: input.id, status: 'processing' };
  }
  await setCheckoutStatus(db, checkout.id, 'succeeded');
  return { id: input.id, status: 'succeeded' };
}

/**
 * POST /v1/payment/webhook: a signed provider event. payment_intent.succeeded records the
 * checkout (exactly once, whoever comes first); payment_failed keeps the provider's message;
 * charge.refunded records the payment's refunds (each once, by its processor id, docs/decisions/0122-refunds-and-audit-log.md).
 * Payments this server did not create are acknowledged and ignored.
 */
export async function handlePaymentWebhook(args: SettleDeps & {
  payments: PaymentProvider;
  rawBody: Buffer;
  signature: string | undefined;
  /** A monthly gift's invoice or subscription event (modules/monthly-gifts/monthly-gift-stripe-webhooks.ts). */
  onBilling?: (event: BillingWebhookEvent) => Promise<void>;
}): Promise<{ received: true }> {
  const { db, payments, log, events, rawBody, signature } = args;
  if (!payments.parseWebhook) throw AppError.notFound('Payment webhooks are not configured.');
  let event;
  try {
    event = payments.parseWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw AppError.badRequest(err.message);
    throw err;
  }
  if (event.kind === 'ignored') return { received: true };
  if (event.kind === 'billing') {
    await args.onBilling?.(event.event);
    return { received: true };
  }
  if (event.kind === 'refunded') {
    await recordProcessorRefunds({ db, payments, log, events }, event.paymentId);
    return { received: true };
  }
  const checkout = await findCheckoutByPayment(db, payments.kind, event.payment.id);
  if (!checkout) {
    log.info({ paymentId: event.payment.id }, 'webhook for a payment this server did not create');
    return { received: true };
  }
  if (event.kind === 'failed') {
    if (checkout.transactionId) return { received: true };
    // A bank transfer that failed after the donor left (docs/features/payment-methods.md): failed, the donor emailed once.
    if (event.payment.status === 'failed' || checkout.status === 'processing') {
      await applySettlingAnswer(args, checkout, { ...event.payment, status: 'failed' });
    } else if (event.payment.failureMessage) {
      // A refused card: the donor is on the page and may try another; the payment stays open.
      await setCheckoutFailureMessage(db, checkout.id, event.payment.failureMessage);
    }
    return { received: true };
  }
  if (event.payment.amountCents !== checkout.amountCents || event.payment.currency !== 'usd') {
    log.error({ checkoutId: checkout.id, paymentId: event.payment.id, amountCents: event.payment.amountCents }, 'webhook payment amount differs from its checkout');
    return { received: true };
  }
  if (checkout.transactionId) return { received: true };
  // The event's intent carries no expanded charge: ask for it once, for how it was paid.
  const payment = event.payment.method ? event.payment : ((await payments.retrievePayment(event.payment.id).catch(() => null)) ?? event.payment);
  if (event.kind === 'processing') {
    // Pending: shown, never counted, until succeeded or payment_failed. A late processing (after either) changes nothing.
    await applySettlingAnswer(args, checkout, { ...payment, status: 'processing' });
    return { received: true };
  }
  await finalizeCheckout({ db, mailer: args.mailer, log, jobs: args.jobs, events }, checkout, { ...event.payment, method: payment.method });
  return { received: true };
}
