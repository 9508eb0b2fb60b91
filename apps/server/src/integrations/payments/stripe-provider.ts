import Stripe from 'stripe';
import type { RecordedPaymentMethod } from '@walkfund/domain';
import type { PaymentProvider, PaymentWebhookEvent, ProviderPayment, ProviderPaymentStatus, ProviderRefund, ProviderRefundStatus } from './payment-provider.ts';
import { RefundRefusedError, WebhookSignatureError } from './payment-provider.ts';
import { billingEventOf } from './stripe-billing-events.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Base URL of the Stripe API; tests point it at a local fake server. */
  apiBase?: string;
}

/** The SDK's options: Stripe itself, or a local fake (tests) without retries. */
export function clientConfig(apiBase: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  if (!apiBase) return { maxNetworkRetries: 2 };
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol, maxNetworkRetries: 0 };
}

/**
 * How a charge was paid, from its payment_method_details (docs/features/payment-methods.md): a card
 * in a wallet is the wallet (card.wallet.type apple_pay / google_pay) with the card's brand and
 * last four; Link; a bank account with its bank's name and last four. Other types: null.
 */
export function paymentMethodOfCharge(details: Stripe.Charge.PaymentMethodDetails | null | undefined): RecordedPaymentMethod | null {
  if (!details) return null;
  switch (details.type) {
    case 'card': {
      const wallet = details.card?.wallet?.type;
      const type: RecordedPaymentMethod['type'] = wallet === 'apple_pay' ? 'apple_pay' : wallet === 'google_pay' ? 'google_pay' : 'card';
      return { type, brand: details.card?.brand ?? null, last4: details.card?.last4 ?? null };
    }
    case 'link':
      return { type: 'link', brand: null, last4: null };
    case 'us_bank_account':
      return { type: 'us_bank_account', brand: details.us_bank_account?.bank_name ?? null, last4: details.us_bank_account?.last4 ?? null };
    default:
      return null;
  }
}

/**
 * Where a PaymentIntent stands for us: an ACH debit that failed after it was submitted comes back
 * to requires_payment_method with the error naming a us_bank_account method (`failed`); a refused
 * card stays `open` for another card.
 */
function paymentStatusOf(intent: Stripe.PaymentIntent): ProviderPaymentStatus {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'processing') return 'processing';
  if (intent.status === 'requires_payment_method' && intent.last_payment_error?.payment_method?.type === 'us_bank_account') return 'failed';
  return 'open';
}

function methodOfIntent(intent: Stripe.PaymentIntent): RecordedPaymentMethod | null {
  const charge = intent.latest_charge;
  const fromCharge = charge && typeof charge === 'object' ? paymentMethodOfCharge(charge.payment_method_details) : null;
  if (fromCharge) return fromCharge;
  // A failed debit's error names its method (the webhook's intent carries no expanded charge).
  const failed = intent.last_payment_error?.payment_method;
  if (failed?.type === 'us_bank_account') return { type: 'us_bank_account', brand: failed.us_bank_account?.bank_name ?? null, last4: failed.us_bank_account?.last4 ?? null };
  return null;
}

function toProviderPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    id: intent.id,
    succeeded: intent.status === 'succeeded',
    status: paymentStatusOf(intent),
    method: methodOfIntent(intent),
    amountCents: intent.amount,
    currency: intent.currency,
    failureMessage: intent.last_payment_error?.message ?? null,
    details: {
      provider: 'stripe',
      paymentIntentId: intent.id,
      status: intent.status,
      paymentMethod: typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null),
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? ''));

function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const metadata = (refund.metadata ?? {}) as Record<string, string>;
  return {
    id: refund.id,
    paymentId: idOf(refund.payment_intent),
    amountCents: refund.amount,
    currency: refund.currency,
    status: (refund.status ?? 'pending') as ProviderRefundStatus,
    metadata,
    reason: metadata.reason ?? refund.reason ?? null,
    failureMessage: refund.failure_reason ?? null,
  };
}

/** Stripe PaymentIntents and Refunds through the official SDK. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientConfig(options.apiBase));
  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    async createPayment(input) {
      // A monthly gift's first checkout: the donor's Customer, made once per checkout (the same key).
      const customer = input.saveFor
        ? await stripe.customers.create({ email: input.saveFor.email, name: input.saveFor.name, metadata: input.metadata }, { idempotencyKey: `${input.idempotencyKey}-customer` })
        : null;
      const intent = await stripe.paymentIntents.create(
        {
          // The card is saved to the customer for the months after (docs/features/monthly-gifts.md).
          ...(customer ? { customer: customer.id, setup_future_usage: 'off_session' as const } : {}),
          amount: input.amountCents,
          currency: 'usd',
          // Priced at the bank-transfer fee rate: a bank transfer only, so that lower fee is never
          // charged on a card. Otherwise the methods the account enables (card, wallets, Link, and a
          // bank transfer, which then pays the card rate the donor saw), none that redirects away.
          ...(input.feeRule === 'bank'
            ? { payment_method_types: ['us_bank_account'] }
            : { automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const } }),
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
      return { id: intent.id, secret: intent.client_secret };
    },

    async retrievePayment(id) {
      try {
        // The charge's payment_method_details say how it was paid.
        return toProviderPayment(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
        throw err;
      }
    },

    async createRefund(input) {
      try {
        const refund = await stripe.refunds.create(
          // Stripe's own `reason` is an enum; the admin's words travel in the metadata.
          { payment_intent: input.paymentId, amount: input.amountCents, metadata: { ...input.metadata, reason: input.reason } },
          { idempotencyKey: input.idempotencyKey },
        );
        return toProviderRefund(refund);
      } catch (err) {
        // A 400 (amount too large, charge already refunded, ...) or a card error: Stripe refunded nothing.
        if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError) throw new RefundRefusedError(err.message);
        throw err;
      }
    },

    async listRefunds(paymentId) {
      const refunds: ProviderRefund[] = [];
      for await (const refund of stripe.refunds.list({ payment_intent: paymentId, limit: 100 })) refunds.push(toProviderRefund(refund));
      return refunds;
    },

    parseWebhook(rawBody, signature): PaymentWebhookEvent {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError('The webhook signature does not verify.');
      }
      // A monthly gift's invoice has its own PaymentIntent (no checkoutId: this server did not create it): its month is
      // recorded from invoice.paid, with the month's details, never from the intent's events.
      if (event.type.startsWith('payment_intent.') && !(event.data.object as Stripe.PaymentIntent).metadata?.checkoutId) return { kind: 'ignored', type: event.type };
      if (event.type === 'payment_intent.succeeded') return { kind: 'succeeded', payment: toProviderPayment(event.data.object) };
      if (event.type === 'payment_intent.processing') return { kind: 'processing', payment: toProviderPayment(event.data.object) };
      if (event.type === 'payment_intent.payment_failed') return { kind: 'failed', payment: toProviderPayment(event.data.object) };
      // A refund made anywhere (our refund route or Stripe's dashboard): the payment's refunds are read again.
      if (event.type === 'charge.refunded' || event.type === 'charge.refund.updated') {
        const paymentId = idOf(event.data.object.payment_intent);
        if (paymentId) return { kind: 'refunded', paymentId };
      }
      const billing = billingEventOf(event);
      if (billing) return { kind: 'billing', event: billing };
      return { kind: 'ignored', type: event.type };
    },
  };
}
