import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEYS, FAKE_STRIPE_TEST_METHODS, startFakeStripe, type FakeStripe } from './fake-stripe.ts';

/** The fake is what `npm run chaos` measures against: its confirm step and its webhook deliveries must behave like Stripe's. */
describe('fake Stripe', () => {
  let fake: FakeStripe;
  const stripe = () => new Stripe(FAKE_STRIPE_KEYS.secretKey, { host: '127.0.0.1', port: new URL(fake.url).port, protocol: 'http', maxNetworkRetries: 0 });

  beforeEach(async () => {
    fake = await startFakeStripe();
  });
  afterEach(async () => {
    await fake.close();
  });

  const createIntent = (amount = 2588) => stripe().paymentIntents.create({ amount, currency: 'usd', metadata: { checkoutId: '7' } });

  /** POST /v1/payment_intents/:id/confirm as Stripe.js sends it: publishable key, client secret, payment method. */
  const confirm = (id: string, form: Record<string, string>) =>
    fetch(`${fake.url}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_STRIPE_KEYS.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });

  it('confirms with the publishable key and the client secret, and refuses a second confirm', async () => {
    const intent = await createIntent();
    const ok = await confirm(intent.id, { client_secret: intent.client_secret!, payment_method: FAKE_STRIPE_TEST_METHODS.visa.id });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect((await stripe().paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    const again = await confirm(intent.id, { client_secret: intent.client_secret!, payment_method: FAKE_STRIPE_TEST_METHODS.visa.id });
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('payment_intent_unexpected_state');
  });

  it('refuses a wrong client secret, and declines the test cards that decline', async () => {
    const intent = await createIntent();
    const wrong = await confirm(intent.id, { client_secret: `${intent.id}_secret_nope`, payment_method: FAKE_STRIPE_TEST_METHODS.visa.id });
    expect(wrong.status).toBe(400);
    const declined = await confirm(intent.id, { client_secret: intent.client_secret!, payment_method: FAKE_STRIPE_TEST_METHODS.insufficientFunds.id });
    expect(declined.status).toBe(402);
    expect((await declined.json()).error).toMatchObject({ type: 'card_error', code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    const after = await stripe().paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.message).toBe('Your card has insufficient funds.');
    // A second card on the same intent is charged.
    expect((await confirm(intent.id, { client_secret: intent.client_secret!, payment_method: FAKE_STRIPE_TEST_METHODS.visa.id })).status).toBe(200);
  });

  it('cancels an open intent, not a succeeded one', async () => {
    const open = await createIntent();
    expect((await stripe().paymentIntents.cancel(open.id)).status).toBe('canceled');
    const paid = await createIntent();
    fake.succeed(paid.id);
    await expect(stripe().paymentIntents.cancel(paid.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  describe('refunds', () => {
    const paidIntent = async (amount = 5000) => {
      const intent = await createIntent(amount);
      fake.succeed(intent.id);
      return intent;
    };

    it('refunds part of a charge, then the rest, and refuses more', async () => {
      const intent = await paidIntent(5000);
      const first = await stripe().refunds.create({ payment_intent: intent.id, amount: 1000, metadata: { walkfundRefundId: '9' } });
      expect(first).toMatchObject({ object: 'refund', amount: 1000, status: 'succeeded', payment_intent: intent.id, metadata: { walkfundRefundId: '9' } });
      await expect(stripe().refunds.create({ payment_intent: intent.id, amount: 4001 })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'amount_too_large' });
      const rest = await stripe().refunds.create({ payment_intent: intent.id });
      expect(rest.amount).toBe(4000);
      expect(fake.chargeOf(intent.id)).toMatchObject({ amount_refunded: 5000, refunded: true });
      await expect(stripe().refunds.create({ payment_intent: intent.id, amount: 1 })).rejects.toMatchObject({ code: 'charge_already_refunded' });
      const listed = await stripe().refunds.list({ payment_intent: intent.id });
      expect(listed.data.map((r) => r.id).sort()).toEqual([first.id, rest.id].sort());
      expect((await stripe().refunds.retrieve(first.id)).amount).toBe(1000);
    });

    it('returns the same refund for the same idempotency key', async () => {
      const intent = await paidIntent(3000);
      const a = await stripe().refunds.create({ payment_intent: intent.id, amount: 500 }, { idempotencyKey: 'walkfund-refund-1' });
      const b = await stripe().refunds.create({ payment_intent: intent.id, amount: 500 }, { idempotencyKey: 'walkfund-refund-1' });
      expect(b.id).toBe(a.id);
      expect(fake.chargeOf(intent.id).amount_refunded).toBe(500);
      expect(fake.refundRequests.map((r) => r.idempotencyKey)).toEqual(['walkfund-refund-1', 'walkfund-refund-1']);
    });

    it('refuses to refund an intent that was never charged', async () => {
      const intent = await createIntent(3000);
      await expect(stripe().refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: 'charge_not_refundable' });
    });

    it('makes a lost answer: the refund exists, the caller gets a 500', async () => {
      const intent = await paidIntent(3000);
      fake.loseRefundResponses(1);
      await expect(stripe().refunds.create({ payment_intent: intent.id, amount: 700 }, { idempotencyKey: 'k-lost' })).rejects.toMatchObject({ type: 'StripeAPIError' });
      expect(fake.chargeOf(intent.id).amount_refunded).toBe(700);
      // Asking again with the same key returns the refund that was made.
      const again = await stripe().refunds.create({ payment_intent: intent.id, amount: 700 }, { idempotencyKey: 'k-lost' });
      expect(again.amount).toBe(700);
      expect(fake.chargeOf(intent.id).amount_refunded).toBe(700);
    });

    it('refunds in the dashboard, giving the charge charge.refunded carries', async () => {
      const intent = await paidIntent(3000);
      const { refund, charge } = fake.refundInDashboard(intent.id, 1200);
      expect(refund).toMatchObject({ amount: 1200, payment_intent: intent.id, reason: 'requested_by_customer' });
      expect(charge).toMatchObject({ object: 'charge', payment_intent: intent.id, amount_refunded: 1200, refunded: false });
      const signed = fake.webhook('charge.refunded', charge);
      const event = stripe().webhooks.constructEvent(signed.payload, signed.headers['stripe-signature']!, FAKE_STRIPE_KEYS.webhookSecret);
      expect(event.type).toBe('charge.refunded');
    });
  });

  describe('webhook deliveries', () => {
    let endpoint: Server;
    let received: { type: string; eventId: string; verified: boolean }[];
    let failFirst: number;

    beforeEach(async () => {
      received = [];
      failFirst = 0;
      endpoint = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        req.on('end', () => {
          if (failFirst > 0) {
            failFirst -= 1;
            res.writeHead(503).end();
            return;
          }
          let verified = true;
          let event: { id: string; type: string } | null = null;
          try {
            event = stripe().webhooks.constructEvent(body, String(req.headers['stripe-signature']), FAKE_STRIPE_KEYS.webhookSecret);
          } catch {
            verified = false;
          }
          received.push({ type: event?.type ?? 'unverified', eventId: event?.id ?? '', verified });
          res.writeHead(verified ? 200 : 400).end();
        });
      });
      await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    });
    afterEach(async () => {
      endpoint.closeAllConnections();
      await new Promise((resolve) => endpoint.close(resolve));
    });
    const endpointUrl = () => `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhook`;

    it('sends nothing until an endpoint is named', async () => {
      fake.succeed((await createIntent()).id);
      expect(fake.webhookStats().events).toBe(0);
    });

    it('delivers every copy of an event signed, and retries while the endpoint fails', async () => {
      fake.sendWebhooksTo({ url: endpointUrl(), extraCopies: { min: 2, max: 2 }, maxDelayMs: 50, maxAttempts: 4, retryBaseMs: 20 });
      failFirst = 2;
      const intent = await createIntent();
      await confirm(intent.id, { client_secret: intent.client_secret!, payment_method: FAKE_STRIPE_TEST_METHODS.visa.id });
      expect(await fake.drainWebhooks(5_000)).toBe(true);
      expect(received).toHaveLength(3);
      expect(received.every((r) => r.verified && r.type === 'payment_intent.succeeded')).toBe(true);
      // Copies of one event carry the same event id, as Stripe's redeliveries do.
      expect(new Set(received.map((r) => r.eventId)).size).toBe(1);
      expect(fake.webhookStats()).toMatchObject({ events: 1, copies: 3, duplicates: 2, delivered: 3, failedAttempts: 2, abandoned: 0, pending: 0 });
    });

    it('abandons a copy after its last attempt, and drops events at the drop rate', async () => {
      fake.sendWebhooksTo({ url: endpointUrl(), maxAttempts: 2, retryBaseMs: 10 });
      failFirst = 2;
      fake.succeed((await createIntent()).id);
      expect(await fake.drainWebhooks(5_000)).toBe(true);
      expect(received).toHaveLength(0);
      expect(fake.webhookStats()).toMatchObject({ events: 1, attempts: 2, abandoned: 1 });

      fake.sendWebhooksTo({ url: endpointUrl(), dropRate: 1 });
      fake.decline((await createIntent()).id, 'Your card was declined.');
      expect(await fake.drainWebhooks(1_000)).toBe(true);
      expect(received).toHaveLength(0);
      expect(fake.webhookStats()).toMatchObject({ events: 2, dropped: 1 });
    });
  });
});
