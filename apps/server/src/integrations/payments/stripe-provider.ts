import Stripe from 'stripe';
import type { PaymentProvider, PaymentWebhookEvent, ProviderPayment } from './payment-provider.ts';
import { WebhookSignatureError } from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Base URL of the Stripe API; tests point it at a local fake server. */
  apiBase?: string;
}

function clientConfig(apiBase: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  if (!apiBase) return { maxNetworkRetries: 2 };
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol, maxNetworkRetries: 0 };
}

function toProviderPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    id: intent.id,
    succeeded: intent.status === 'succeeded',
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

/** Stripe PaymentIntents through the official SDK. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientConfig(options.apiBase));
  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    async createPayment(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          // The checkout mounts a card field only: no redirect-based methods.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
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
        return toProviderPayment(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
        throw err;
      }
    },

    parseWebhook(rawBody, signature): PaymentWebhookEvent {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError('The webhook signature does not verify.');
      }
      if (event.type === 'payment_intent.succeeded') return { kind: 'succeeded', payment: toProviderPayment(event.data.object) };
      if (event.type === 'payment_intent.payment_failed') return { kind: 'failed', payment: toProviderPayment(event.data.object) };
      return { kind: 'ignored', type: event.type };
    },
  };
}
