import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../../config.ts';
import { createFakeBilling, type FakeBilling } from './fake-stripe-billing.ts';
import { billingRoutes } from './fake-stripe-billing-routes.ts';
import {
  FAKE_STRIPE_KEYS, FAKE_STRIPE_TEST_METHODS, fakeId, invalidRequest, metadataOf, nowSeconds, paymentMethodDetailsOf, readBody, send,
  type FakeCharge, type FakeIntent, type FakeMethodKey, type FakeRefund, type FakeRequest,
} from './fake-stripe-objects.ts';
import { createFakeWebhooks, type FakeEvent, type WebhookEndpointOptions, type WebhookStats } from './fake-stripe-webhooks.ts';

// What the tests and the chaos run import from here (the parts live beside this file).
export { FAKE_STRIPE_KEYS, FAKE_STRIPE_TEST_METHODS, type FakeCharge, type FakeIntent, type FakeIntentStatus, type FakeRefund } from './fake-stripe-objects.ts';
export type { FakeEvent, WebhookEndpointOptions, WebhookStats } from './fake-stripe-webhooks.ts';
export type { FakeBilling } from './fake-stripe-billing.ts';

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Every create request: its idempotency key and form fields. */
  createRequests: FakeRequest[];
  refunds: Map<string, FakeRefund>;
  /** Every refund create request (POST /v1/refunds): its idempotency key and form fields. */
  refundRequests: FakeRequest[];
  /** The charge of a succeeded intent (refunds change its amount_refunded). */
  chargeOf(intentId: string): FakeCharge;
  /** A refund made in Stripe's dashboard (the whole unrefunded amount by default), raising charge.refunded. */
  refundInDashboard(intentId: string, amount?: number, reason?: string): { refund: FakeRefund; charge: FakeCharge };
  /**
   * The next `count` refund creations are made but their answers are lost (a 500 after the
   * refund exists), as when the connection drops: the caller cannot know the outcome.
   */
  loseRefundResponses(count: number): void;
  /** What Stripe.js confirmCardPayment does in the browser with a good card. */
  succeed(id: string): FakeIntent;
  /** A card refusal as Stripe records it on the intent. */
  decline(id: string, message: string, code?: string): FakeIntent;
  /** What Stripe.js confirmPayment does with one of FAKE_STRIPE_TEST_METHODS (a bank account: processing). */
  pay(id: string, method: FakeMethodKey): FakeIntent;
  /** A processing bank debit clears: succeeded. */
  settle(id: string): FakeIntent;
  /** A processing bank debit fails (account closed): back to requires_payment_method, payment_failed. */
  failDebit(id: string, message?: string): FakeIntent;
  /** A signed webhook request for an event about the object (an intent, a charge, an invoice...), as Stripe would send it. */
  webhook(type: string, object: object, secret?: string): { payload: string; headers: Record<string, string> };
  /** Every event the fake raised, in order, with a snapshot of its object (whether an endpoint was set or not). */
  events: FakeEvent[];
  /** Customers, products, subscriptions, invoices and setup intents, with the tests' controls (fake-stripe-billing.ts). */
  billing: FakeBilling;
  /**
   * From now on, every event (an intent's or a refund's state change, an invoice's, a subscription's) is sent
   * to the endpoint as a signed event, with the duplicates, shuffling, drops and retries asked for.
   */
  sendWebhooksTo(options: WebhookEndpointOptions): void;
  webhookStats(): WebhookStats;
  /** Resolves true once no copy is waiting, false when timeoutMs passes first. */
  drainWebhooks(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

const unexpectedState = (intent: FakeIntent, action: string) =>
  invalidRequest(`You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`, {
    code: 'payment_intent_unexpected_state',
    payment_intent: intent,
  });

/** The configuration that points the server's Stripe client and webhook check at this fake. */
export function fakeStripeConfig(stripe: Pick<FakeStripe, 'url'>): Partial<AppConfig> {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    stripeEnabled: true,
  };
}

/**
 * A local stand-in for the Stripe API on 127.0.0.1, enough for the real stripe SDK the server
 * uses and for a scripted browser: PaymentIntent create (honouring Idempotency-Key), retrieve,
 * confirm (Stripe.js's call, with the publishable key and the client secret) and cancel; Refund
 * create (honouring Idempotency-Key, refusing more than is unrefunded), list by payment intent
 * and retrieve; Stripe Billing (fake-stripe-billing.ts: customers, products, subscriptions,
 * invoices, setup intents); and, once `sendWebhooksTo` is called, signed webhook deliveries of
 * every state change (charge.refunded for each refund).
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const createRequests: FakeStripe['createRequests'] = [];
  const refunds = new Map<string, FakeRefund>();
  const refundsByIdempotencyKey = new Map<string, FakeRefund>();
  const refundRequests: FakeStripe['refundRequests'] = [];
  const charges = new Map<string, FakeCharge>();
  const paymentMethodDomains = new Map<string, { id: string; domain_name: string }>();
  let lostRefundResponses = 0;
  const webhooks = createFakeWebhooks();
  const emit = (type: string, object: FakeIntent | FakeCharge) => void webhooks.emit(type, object);

  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake Stripe has no intent ${id}`);
    return intent;
  };

  /** The method each intent was paid with (card by default). */
  const methodOf = new Map<string, FakeMethodKey>();

  function succeed(id: string) {
    const intent = find(id);
    const charge = chargeOf(id);
    charge.status = 'succeeded';
    Object.assign(intent, { status: 'succeeded', payment_method: intent.payment_method ?? fakeId('pm', 6), last_payment_error: null, latest_charge: charge.id });
    emit('payment_intent.succeeded', intent);
    return intent;
  }

  function pay(id: string, key: FakeMethodKey) {
    const intent = find(id);
    methodOf.set(id, key);
    if (key !== 'bankSettles' && key !== 'bankFails') return succeed(id);
    const charge = chargeOf(id);
    charge.status = 'pending';
    Object.assign(intent, { status: 'processing', payment_method: FAKE_STRIPE_TEST_METHODS[key].id, last_payment_error: null, latest_charge: charge.id });
    emit('payment_intent.processing', intent);
    return intent;
  }

  function settle(id: string) {
    const intent = find(id);
    if (intent.status !== 'processing') throw new Error(`fake Stripe: ${id} is ${intent.status}, not processing`);
    return succeed(id);
  }

  function failDebit(id: string, message = "The customer's bank account has been closed.") {
    const intent = find(id);
    if (intent.status !== 'processing') throw new Error(`fake Stripe: ${id} is ${intent.status}, not processing`);
    const charge = chargeOf(id);
    charge.status = 'failed';
    const details = charge.payment_method_details;
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: { message, code: 'bank_account_closed', payment_method: { id: intent.payment_method, object: 'payment_method', type: 'us_bank_account', us_bank_account: details.us_bank_account } },
    });
    emit('payment_intent.payment_failed', intent);
    return intent;
  }

  function decline(id: string, message: string, code = 'card_declined') {
    const intent = find(id);
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message, code } });
    emit('payment_intent.payment_failed', intent);
    return intent;
  }

  async function confirm(req: IncomingMessage, res: ServerResponse, intent: FakeIntent) {
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    // Stripe.js confirms with the publishable key, which only works together with the client secret.
    const secretKeyUsed = req.headers.authorization === `Bearer ${FAKE_STRIPE_KEYS.secretKey}`;
    if (!secretKeyUsed && form.client_secret !== intent.client_secret) {
      return send(res, 400, invalidRequest('The client_secret provided does not match the client_secret associated with the PaymentIntent.'));
    }
    if (intent.status !== 'requires_payment_method') return send(res, 400, unexpectedState(intent, 'confirm'));
    const found = (Object.entries(FAKE_STRIPE_TEST_METHODS) as [FakeMethodKey, (typeof FAKE_STRIPE_TEST_METHODS)[FakeMethodKey]][]).find(([, m]) => m.id === form.payment_method);
    if (!found) return send(res, 400, invalidRequest(`No such PaymentMethod: '${form.payment_method ?? ''}'`, { code: 'resource_missing' }));
    const [key, method] = found;
    if (method.refusal) {
      decline(intent.id, method.refusal.message, method.refusal.code);
      return send(res, 402, { error: { type: 'card_error', code: method.refusal.code, message: method.refusal.message, payment_intent: intent } });
    }
    return send(res, 200, pay(intent.id, key));
  }

  /** A new intent, as POST /v1/payment_intents makes one (and an invoice for its payment). */
  function newIntent(fields: { amount: number; currency: string; customer: string | null; description: string | null; metadata: Record<string, string>; paymentMethod: string | null; types?: string[]; setupFutureUsage?: FakeIntent['setup_future_usage'] }) {
    const id = fakeId('pi');
    const intent: FakeIntent = {
      id, object: 'payment_intent', amount: fields.amount, currency: fields.currency, status: 'requires_payment_method', client_secret: `${id}_secret_${fakeId('s').slice(2)}`,
      description: fields.description, metadata: fields.metadata, customer: fields.customer, setup_future_usage: fields.setupFutureUsage ?? null, payment_method: fields.paymentMethod,
      payment_method_types: fields.types?.length ? fields.types : ['card'], latest_charge: null, last_payment_error: null, canceled_at: null, created: nowSeconds(), livemode: false,
    };
    intents.set(id, intent);
    return intent;
  }

  function create(res: ServerResponse, form: Record<string, string>, idempotencyKey: string | undefined) {
    createRequests.push({ idempotencyKey, form });
    const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (replay) return send(res, 200, replay);
    if (form.customer && !billing.customers.has(form.customer)) return send(res, 400, invalidRequest(`No such customer: '${form.customer}'`, { code: 'resource_missing', param: 'customer' }));
    const types = Object.entries(form).filter(([k]) => k.startsWith('payment_method_types[')).map(([, v]) => v);
    const intent = newIntent({
      amount: Number(form.amount), currency: form.currency ?? 'usd', customer: form.customer ?? null, description: form.description ?? null, metadata: metadataOf(form), paymentMethod: null,
      types: types.concat(form['automatic_payment_methods[enabled]'] === 'true' ? ['card', 'link', 'us_bank_account'] : []),
      setupFutureUsage: (form.setup_future_usage as FakeIntent['setup_future_usage']) ?? null,
    });
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
    return send(res, 200, intent);
  }

  function chargeOf(intentId: string): FakeCharge {
    const intent = find(intentId);
    let charge = charges.get(intentId);
    if (!charge) {
      charge = {
        id: `ch_${intentId.slice(3)}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        currency: intent.currency,
        payment_intent: intent.id,
        refunded: false,
        status: 'succeeded',
        payment_method_details: paymentMethodDetailsOf(methodOf.get(intentId) ?? 'visa'),
        metadata: {},
        created: intent.created,
        livemode: false,
      };
      charges.set(intentId, charge);
    }
    return charge;
  }

  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  /** Stripe's refund rules: a succeeded charge, at most its unrefunded amount (all of it by default). */
  function makeRefund(intent: FakeIntent, amount: number | undefined, reason: string | null, metadata: Record<string, string>): FakeRefund | { status: number; body: unknown } {
    if (intent.status === 'processing') {
      return { status: 400, body: invalidRequest('This PaymentIntent is still processing: its charge cannot be refunded until it succeeds.', { code: 'charge_not_refundable' }) };
    }
    if (intent.status !== 'succeeded') {
      return { status: 400, body: invalidRequest('This PaymentIntent does not have a successful charge to refund.', { code: 'charge_not_refundable' }) };
    }
    const charge = chargeOf(intent.id);
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0) return { status: 400, body: invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' }) };
    const value = amount ?? left;
    if (!Number.isInteger(value) || value < 1) return { status: 400, body: invalidRequest('Invalid positive integer', { param: 'amount' }) };
    if (value > left) {
      return { status: 400, body: invalidRequest(`Refund amount (${money(value)}) is greater than unrefunded amount on charge (${money(left)})`, { code: 'amount_too_large', param: 'amount' }) };
    }
    const refund: FakeRefund = {
      id: fakeId('re'),
      object: 'refund',
      amount: value,
      charge: charge.id,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      reason,
      metadata,
      failure_reason: null,
      created: nowSeconds(),
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += value;
    charge.refunded = charge.amount_refunded >= charge.amount;
    emit('charge.refunded', charge);
    return refund;
  }

  function createRefund(res: ServerResponse, form: Record<string, string>, idempotencyKey: string | undefined) {
    refundRequests.push({ idempotencyKey, form });
    const replay = idempotencyKey ? refundsByIdempotencyKey.get(idempotencyKey) : undefined;
    if (replay) return send(res, 200, replay);
    const intentId = form.payment_intent ?? '';
    const intent = intents.get(intentId);
    if (!intent) return send(res, 400, invalidRequest(`No such payment_intent: '${intentId}'`, { code: 'resource_missing', param: 'payment_intent' }));
    const made = makeRefund(intent, form.amount === undefined ? undefined : Number(form.amount), form.reason ?? null, metadataOf(form));
    if (!('object' in made)) return send(res, made.status, made.body);
    if (idempotencyKey) refundsByIdempotencyKey.set(idempotencyKey, made);
    if (lostRefundResponses > 0) {
      lostRefundResponses -= 1;
      return send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    }
    return send(res, 200, made);
  }

  const core = { intents, createIntent: newIntent, succeed, decline, setMethod: (id: string, key: FakeMethodKey) => void methodOf.set(id, key), webhooks };
  const billing = createFakeBilling(core);
  const billingApi = billingRoutes(billing, core);

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (billingApi.isPublic(req, url) && req.headers.authorization === `Bearer ${FAKE_STRIPE_KEYS.publishableKey}`) {
      if (await billingApi.handle(req, res, url)) return;
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(url.pathname);
    const intent = match ? intents.get(decodeURIComponent(match[1]!)) : undefined;
    const missing = () =>
      send(res, 404, invalidRequest(`No such payment_intent: '${match?.[1] ?? ''}'`, { code: 'resource_missing', param: 'intent' }));

    if (req.method === 'POST' && match?.[2] === 'confirm') {
      const auth = req.headers.authorization;
      if (auth !== `Bearer ${FAKE_STRIPE_KEYS.publishableKey}` && auth !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) {
        return send(res, 401, invalidRequest('Invalid API Key provided'));
      }
      return intent ? confirm(req, res, intent) : missing();
    }
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) {
      return send(res, 401, invalidRequest('Invalid API Key provided'));
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      return createRefund(res, Object.fromEntries(new URLSearchParams(await readBody(req))), req.headers['idempotency-key'] as string | undefined);
    }
    if (req.method === 'GET' && url.pathname === '/v1/refunds') {
      const intentId = url.searchParams.get('payment_intent');
      const data = [...refunds.values()].filter((r) => !intentId || r.payment_intent === intentId).sort((a, b) => b.created - a.created);
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    const refundMatch = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && refundMatch) {
      const refund = refunds.get(decodeURIComponent(refundMatch[1]!));
      return refund ? send(res, 200, refund) : send(res, 404, invalidRequest(`No such refund: '${refundMatch[1]}'`, { code: 'resource_missing', param: 'id' }));
    }
    // Payment method domains (Apple Pay, Google Pay, Link on a site): list by domain_name, create.
    if (url.pathname === '/v1/payment_method_domains') {
      if (req.method === 'GET') {
        const name = url.searchParams.get('domain_name');
        const data = [...paymentMethodDomains.values()].filter((d) => !name || d.domain_name === name);
        return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/payment_method_domains' });
      }
      if (req.method === 'POST') {
        const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
        const active = { status: 'active' };
        const domain = { id: fakeId('pmd', 8), object: 'payment_method_domain', domain_name: form.domain_name ?? '', enabled: form.enabled !== 'false', apple_pay: active, google_pay: active, link: active, paypal: active, created: nowSeconds(), livemode: false };
        paymentMethodDomains.set(domain.id, domain);
        return send(res, 200, domain);
      }
    }
    if (await billingApi.handle(req, res, url)) return;
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      return create(res, Object.fromEntries(new URLSearchParams(await readBody(req))), req.headers['idempotency-key'] as string | undefined);
    }
    if (req.method === 'GET' && match && !match[2]) {
      if (!intent) return missing();
      // expand[]=latest_charge (the SDK sends expand[0]=latest_charge): the charge itself, with its payment_method_details.
      const expand = [...url.searchParams.entries()].some(([k, v]) => k.startsWith('expand') && v === 'latest_charge');
      return send(res, 200, expand && intent.latest_charge ? { ...intent, latest_charge: chargeOf(intent.id) } : intent);
    }
    if (req.method === 'POST' && match?.[2] === 'cancel') {
      await readBody(req);
      if (!intent) return missing();
      if (intent.status !== 'requires_payment_method') return send(res, 400, unexpectedState(intent, 'cancel'));
      Object.assign(intent, { status: 'canceled', canceled_at: nowSeconds() });
      emit('payment_intent.canceled', intent);
      return send(res, 200, intent);
    }
    return send(res, 404, invalidRequest(`Unrecognized request URL (${req.method}: ${url.pathname})`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    createRequests,
    refunds,
    refundRequests,
    chargeOf,
    refundInDashboard(intentId, amount, reason = 'requested_by_customer') {
      const made = makeRefund(find(intentId), amount, reason, {});
      if (!('object' in made)) throw new Error(`fake Stripe refused the dashboard refund: ${JSON.stringify(made.body)}`);
      return { refund: made, charge: chargeOf(intentId) };
    },
    loseRefundResponses(count) {
      lostRefundResponses = count;
    },
    succeed,
    decline,
    pay,
    settle,
    failDebit,
    webhook: webhooks.webhook,
    events: webhooks.events,
    billing,
    sendWebhooksTo: webhooks.sendWebhooksTo,
    webhookStats: webhooks.webhookStats,
    drainWebhooks: webhooks.drainWebhooks,
    async close() {
      webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
