import type { FastifyBaseLogger } from 'fastify';
import {
  CARD_ERROR_STATUS, centsToDollars, type PaymentConfigResponse, type PaymentCreateInput, type PaymentCreateResponse, type TestPaymentConfirmInput,
  type TestPaymentConfirmResponse,
} from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { WebhookSignatureError, type PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { chargeTestCard } from '../../integrations/payments/test-processor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordProcessorRefunds } from '../transactions/refund.service.ts';
import { finalizeCheckout, type RecordingDeps } from '../transactions/transaction.service.ts';
import { priceCheckout } from '../transactions/checkout-pricing.ts';
import { checkoutWithWaivers } from '../waivers/waiver-checkout.ts';
import { storedCheckoutPayload } from '../transactions/stored-checkout-payload.ts';
import {
  attachProviderPayment, findCheckoutByPayment, insertCheckout, markTestPaymentSucceeded, setCheckoutFailureMessage, setCheckoutStatus,
} from '../transactions/checkout.service.ts';
import { hashPaymentSecret, paymentSecretMatches } from '../transactions/payment-secret.ts';

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
  const checkout = await insertCheckout(db, { provider: payments.kind, amountCents, payload: stored });
  let created: { id: string; secret: string };
  try {
    created = await payments.createPayment({
      amountCents,
      idempotencyKey: `walkfund-checkout-${checkout.id}`,
      description: `${priced.settings.appTitle} ${priced.settings.appYear}`,
      metadata: { checkoutId: String(checkout.id) },
    });
  } catch (err) {
    log.error({ err, checkoutId: checkout.id }, 'creating the card payment failed');
    await setCheckoutStatus(db, checkout.id, 'failed', 'The card processor could not be reached.');
    throw new AppError(BAD_GATEWAY, 'The card processor could not be reached. Please try again.');
  }
  await attachProviderPayment(db, checkout.id, created.id, hashPaymentSecret(created.secret));
  return {
    id: created.id,
    secret: created.secret,
    ...paymentConfig(payments),
    amount: centsToDollars(amountCents),
  };
}

/**
 * POST /v1/payment/test-confirm: the browser's card step with the test-mode processor, as
 * Stripe.js confirmCardPayment is with Stripe. A refused card answers 402 with the processor's
 * message and leaves the payment open for another card; confirming a succeeded payment again is a no-op.
 */
export async function confirmTestPayment(args: { db: Db; payments: PaymentProvider; input: TestPaymentConfirmInput }): Promise<TestPaymentConfirmResponse> {
  const { db, payments, input } = args;
  if (payments.kind !== 'test') throw AppError.notFound('Test-mode payments are off: this server takes cards through Stripe.');
  const outcome = chargeTestCard(input.card);
  // The usual case in one statement: an accepted card on a pending payment with its own secret.
  if (outcome.ok && (await markTestPaymentSucceeded(db, input.id, hashPaymentSecret(input.secret)))) return { id: input.id, status: 'succeeded' };
  const checkout = await findCheckoutByPayment(db, 'test', input.id);
  if (!checkout) throw AppError.notFound('Payment not found.');
  if (!paymentSecretMatches(checkout.clientSecretHash, input.secret)) throw AppError.forbidden('The payment secret does not match.');
  if (checkout.status === 'succeeded' || checkout.status === 'recorded') return { id: input.id, status: 'succeeded' };
  if (!outcome.ok) {
    await setCheckoutFailureMessage(db, checkout.id, outcome.message);
    throw new AppError(CARD_ERROR_STATUS, outcome.message);
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
export async function handlePaymentWebhook(args: RecordingDeps & {
  payments: PaymentProvider;
  rawBody: Buffer;
  signature: string | undefined;
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
    if (!checkout.transactionId && event.payment.failureMessage) await setCheckoutFailureMessage(db, checkout.id, event.payment.failureMessage);
    return { received: true };
  }
  if (event.payment.amountCents !== checkout.amountCents || event.payment.currency !== 'usd') {
    log.error({ checkoutId: checkout.id, paymentId: event.payment.id, amountCents: event.payment.amountCents }, 'webhook payment amount differs from its checkout');
    return { received: true };
  }
  await finalizeCheckout({ db, mailer: args.mailer, log, jobs: args.jobs, events }, checkout, event.payment);
  return { received: true };
}
