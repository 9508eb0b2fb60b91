import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_fake_walkfund',
  publishableKey: 'pk_test_fake_walkfund',
  webhookSecret: 'whsec_fake_walkfund',
};

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  last_payment_error: { message: string; code: string } | null;
  created: number;
  livemode: false;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Every create request: its idempotency key and form fields. */
  createRequests: { idempotencyKey: string | undefined; form: Record<string, string> }[];
  /** What Stripe.js confirmCardPayment does in the browser with a good card. */
  succeed(id: string): FakeIntent;
  /** A card refusal as Stripe records it on the intent. */
  decline(id: string, message: string): FakeIntent;
  /** A signed webhook request for an event about the intent, as Stripe would send it. */
  webhook(type: string, intent: FakeIntent, secret?: string): { payload: string; headers: Record<string, string> };
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

/**
 * A local stand-in for the Stripe API on 127.0.0.1: PaymentIntent create (honouring
 * Idempotency-Key) and retrieve, enough for the real stripe SDK the server uses.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const createRequests: FakeStripe['createRequests'] = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      createRequests.push({ idempotencyKey, form });
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return send(res, 200, replay);
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
      );
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
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(res, 200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const intent = intents.get(decodeURIComponent(match[1]!));
      if (!intent) {
        return send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match[1]}'`, param: 'intent' } });
      }
      return send(res, 200, intent);
    }
    return send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(FAKE_STRIPE_KEYS.secretKey);

  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake Stripe has no intent ${id}`);
    return intent;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    createRequests,
    succeed(id) {
      const intent = find(id);
      Object.assign(intent, { status: 'succeeded', payment_method: `pm_${randomBytes(6).toString('hex')}`, last_payment_error: null });
      return intent;
    },
    decline(id, message) {
      const intent = find(id);
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message, code: 'card_declined' } });
      return intent;
    },
    webhook(type, intent, secret = FAKE_STRIPE_KEYS.webhookSecret) {
      const payload = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: intent },
      });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
      return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
