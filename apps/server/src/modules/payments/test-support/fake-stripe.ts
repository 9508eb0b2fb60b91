import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { AppConfig } from '../../../config.ts';

export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_fake_walkfund',
  publishableKey: 'pk_test_fake_walkfund',
  webhookSecret: 'whsec_fake_walkfund',
};

/**
 * Stripe's published test payment methods the fake's confirm endpoint knows, with the refusal
 * each one gives (null: the card is charged).
 */
export const FAKE_STRIPE_TEST_METHODS = {
  visa: { id: 'pm_card_visa', refusal: null },
  /** A Visa in Apple Pay and in Google Pay, and Link (the fake's own ids): charged at once. */
  applePay: { id: 'pm_fake_apple_pay', refusal: null },
  googlePay: { id: 'pm_fake_google_pay', refusal: null },
  link: { id: 'pm_fake_link', refusal: null },
  /** Stripe's test bank accounts (000123456789 settles, 000111111113 fails): processing until `settle` or `failDebit`. */
  bankSettles: { id: 'pm_usBankAccount_success', refusal: null },
  bankFails: { id: 'pm_usBankAccount_accountClosed', refusal: null },
  declined: { id: 'pm_card_chargeDeclined', refusal: { code: 'card_declined', message: 'Your card was declined.' } },
  insufficientFunds: {
    id: 'pm_card_chargeDeclinedInsufficientFunds',
    refusal: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
} as const;

export type FakeIntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

type FakeMethodKey = keyof typeof FAKE_STRIPE_TEST_METHODS;

/** A charge's payment_method_details as Stripe gives them, per test method. */
function paymentMethodDetailsOf(key: FakeMethodKey): Record<string, unknown> {
  const card = (wallet: string | null) => ({ type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, wallet: wallet ? { type: wallet } : null } });
  switch (key) {
    case 'applePay':
      return card('apple_pay');
    case 'googlePay':
      return card('google_pay');
    case 'link':
      return { type: 'link', link: {} };
    case 'bankSettles':
      return { type: 'us_bank_account', us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: '6789', routing_number: '110000000', account_type: 'checking' } };
    case 'bankFails':
      return { type: 'us_bank_account', us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: '1113', routing_number: '110000000', account_type: 'checking' } };
    default:
      return card(null);
  }
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: FakeIntentStatus;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  /** The charge's id (as webhooks carry it), or the charge itself when asked with expand[]=latest_charge. */
  latest_charge: string | null;
  last_payment_error: { message: string; code: string; payment_method?: Record<string, unknown> } | null;
  canceled_at: number | null;
  created: number;
  livemode: false;
}

/** The charge behind a succeeded intent, as charge.refunded carries it. */
export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded' | 'pending' | 'failed';
  payment_method_details: Record<string, unknown>;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  failure_reason: null;
  created: number;
}

/**
 * Where the fake sends its events, and how badly: Stripe delivers each event at least once, in no
 * guaranteed order, and retries with a growing delay while the endpoint fails.
 */
export interface WebhookEndpointOptions {
  /** The endpoint, e.g. http://127.0.0.1:3000/v1/payment/webhook. */
  url: string;
  secret?: string;
  /** Extra copies of every event, a whole number drawn in [min, max] (default none). */
  extraCopies?: { min: number; max: number };
  /** Each copy waits a random 0..maxDelayMs before its first attempt, so events arrive shuffled (default 0). */
  maxDelayMs?: number;
  /** Share of events never sent at all, as when Stripe gives up on an endpoint (default 0). */
  dropRate?: number;
  /** Attempts per copy before it is abandoned (default 5). */
  maxAttempts?: number;
  /** Wait before retry n (from 0): retryBaseMs × 2^n, ±50 % (default 500). */
  retryBaseMs?: number;
  /** Per attempt (default 5,000). */
  timeoutMs?: number;
  /** Source of randomness (default Math.random), so a run can be repeated from a seed. */
  random?: () => number;
}

export interface WebhookStats {
  /** Events raised for the endpoint (one per intent state change). */
  events: number;
  /** Events never sent (dropRate). */
  dropped: number;
  /** Copies scheduled: one per sent event plus the duplicates. */
  copies: number;
  duplicates: number;
  attempts: number;
  /** Copies the endpoint answered 2xx. */
  delivered: number;
  /** Attempts that got a non-2xx answer, a timeout or no connection. */
  failedAttempts: number;
  /** Copies given up after maxAttempts failures. */
  abandoned: number;
  /** Copies still waiting for an attempt or a retry. */
  pending: number;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Every create request: its idempotency key and form fields. */
  createRequests: { idempotencyKey: string | undefined; form: Record<string, string> }[];
  refunds: Map<string, FakeRefund>;
  /** Every refund create request (POST /v1/refunds): its idempotency key and form fields. */
  refundRequests: { idempotencyKey: string | undefined; form: Record<string, string> }[];
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
  /** A signed webhook request for an event about the intent (or charge), as Stripe would send it. */
  webhook(type: string, object: FakeIntent | FakeCharge, secret?: string): { payload: string; headers: Record<string, string> };
  /**
   * From now on, every state change of an intent (succeeded, payment_failed, canceled) is sent
   * to the endpoint as a signed event, with the duplicates, shuffling, drops and retries asked for.
   */
  sendWebhooksTo(options: WebhookEndpointOptions): void;
  webhookStats(): WebhookStats;
  /** Resolves true once no copy is waiting, false when timeoutMs passes first. */
  drainWebhooks(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify(body));
}

const invalidRequest = (message: string, extra: Record<string, unknown> = {}) => ({ error: { type: 'invalid_request_error', message, ...extra } });

const unexpectedState = (intent: FakeIntent, action: string) =>
  invalidRequest(`You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`, {
    code: 'payment_intent_unexpected_state',
    payment_intent: intent,
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `metadata[key]=value` form fields as an object. */
const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([k]) => k.startsWith('metadata['))
      .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
  );

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
 * and retrieve; and, once `sendWebhooksTo` is called, signed webhook deliveries of every state
 * change (charge.refunded for each refund).
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
  const signer = new Stripe(FAKE_STRIPE_KEYS.secretKey);

  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake Stripe has no intent ${id}`);
    return intent;
  };

  const eventPayload = (type: string, object: FakeIntent | FakeCharge) =>
    JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });

  const signedHeaders = (payload: string, secret: string) => ({
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
  });

  // Webhook deliveries: nothing is sent until sendWebhooksTo names an endpoint.
  let endpoint: Required<Omit<WebhookEndpointOptions, 'extraCopies'>> & { extraCopies: { min: number; max: number } } | null = null;
  const stats: WebhookStats = { events: 0, dropped: 0, copies: 0, duplicates: 0, attempts: 0, delivered: 0, failedAttempts: 0, abandoned: 0, pending: 0 };
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run();
    }, ms);
    timers.add(timer);
  };

  async function attempt(target: NonNullable<typeof endpoint>, payload: string, n: number) {
    stats.attempts += 1;
    let ok = false;
    try {
      // Stripe signs every attempt afresh (the signature carries the time of sending).
      const response = await fetch(target.url, {
        method: 'POST',
        headers: signedHeaders(payload, target.secret),
        body: payload,
        signal: AbortSignal.timeout(target.timeoutMs),
      });
      await response.arrayBuffer();
      ok = response.ok;
    } catch {
      ok = false;
    }
    if (ok) {
      stats.delivered += 1;
      stats.pending -= 1;
      return;
    }
    stats.failedAttempts += 1;
    if (n + 1 >= target.maxAttempts || closed) {
      stats.abandoned += 1;
      stats.pending -= 1;
      return;
    }
    later(target.retryBaseMs * 2 ** n * (0.5 + target.random()), () => void attempt(target, payload, n + 1));
  }

  /** An intent (or its charge) changed state: Stripe raises one event and delivers it at least once. */
  function emit(type: string, intent: FakeIntent | FakeCharge) {
    const target = endpoint;
    if (!target || closed) return;
    stats.events += 1;
    if (target.random() < target.dropRate) {
      stats.dropped += 1;
      return;
    }
    const { min, max } = target.extraCopies;
    const copies = 1 + min + Math.floor(target.random() * (max - min + 1));
    stats.copies += copies;
    stats.duplicates += copies - 1;
    stats.pending += copies;
    const payload = eventPayload(type, intent);
    for (let i = 0; i < copies; i++) later(target.random() * target.maxDelayMs, () => void attempt(target, payload, 0));
  }

  /** The method each intent was paid with (card by default). */
  const methodOf = new Map<string, FakeMethodKey>();

  function succeed(id: string) {
    const intent = find(id);
    const charge = chargeOf(id);
    charge.status = 'succeeded';
    Object.assign(intent, { status: 'succeeded', payment_method: intent.payment_method ?? `pm_${randomBytes(6).toString('hex')}`, last_payment_error: null, latest_charge: charge.id });
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

  function create(res: ServerResponse, form: Record<string, string>, idempotencyKey: string | undefined) {
    createRequests.push({ idempotencyKey, form });
    const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (replay) return send(res, 200, replay);
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const metadata = metadataOf(form);
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      description: form.description ?? null,
      metadata,
      payment_method: null,
      payment_method_types: Object.entries(form).filter(([k]) => k.startsWith('payment_method_types[')).map(([, v]) => v).concat(form['automatic_payment_methods[enabled]'] === 'true' ? ['card', 'link', 'us_bank_account'] : []),
      latest_charge: null,
      last_payment_error: null,
      canceled_at: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    if (!intent.payment_method_types.length) intent.payment_method_types = ['card'];
    intents.set(id, intent);
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
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount: value,
      charge: charge.id,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      reason,
      metadata,
      failure_reason: null,
      created: Math.floor(Date.now() / 1000),
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

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
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
        const domain = { id: `pmd_${randomBytes(8).toString('hex')}`, object: 'payment_method_domain', domain_name: form.domain_name ?? '', enabled: form.enabled !== 'false', apple_pay: active, google_pay: active, link: active, paypal: active, created: Math.floor(Date.now() / 1000), livemode: false };
        paymentMethodDomains.set(domain.id, domain);
        return send(res, 200, domain);
      }
    }
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
      Object.assign(intent, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
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
    webhook(type, object, secret = FAKE_STRIPE_KEYS.webhookSecret) {
      const payload = eventPayload(type, object);
      return { payload, headers: signedHeaders(payload, secret) };
    },
    sendWebhooksTo(options) {
      endpoint = {
        url: options.url,
        secret: options.secret ?? FAKE_STRIPE_KEYS.webhookSecret,
        extraCopies: options.extraCopies ?? { min: 0, max: 0 },
        maxDelayMs: options.maxDelayMs ?? 0,
        dropRate: options.dropRate ?? 0,
        maxAttempts: Math.max(1, options.maxAttempts ?? 5),
        retryBaseMs: options.retryBaseMs ?? 500,
        timeoutMs: options.timeoutMs ?? 5_000,
        random: options.random ?? Math.random,
      };
    },
    webhookStats: () => ({ ...stats }),
    async drainWebhooks(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (stats.pending > 0 && Date.now() < deadline) await sleep(100);
      return stats.pending === 0;
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
