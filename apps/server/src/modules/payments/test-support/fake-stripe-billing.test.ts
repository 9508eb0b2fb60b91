import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import { addMonths, nextAnchorOf } from './fake-stripe-billing.ts';

/** The fake's billing (fake-stripe-billing.ts): what the monthly gifts' tests and the chaos run rely on. The SDK side is stripe-billing.test.ts. */
describe('fake Stripe billing', () => {
  let fake: FakeStripe;
  let sdk: Stripe;
  beforeEach(async () => {
    fake = await startFakeStripe();
    sdk = new Stripe(FAKE_STRIPE_KEYS.secretKey, { host: '127.0.0.1', port: new URL(fake.url).port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterEach(async () => {
    await fake.close();
  });

  async function subscription(amount = 2000) {
    const customer = await sdk.customers.create({ email: 'dana@example.com' });
    const intent = await sdk.paymentIntents.create({ amount, currency: 'usd', customer: customer.id, setup_future_usage: 'off_session' });
    const pm = fake.succeed(intent.id).payment_method!;
    const product = await sdk.products.create({ name: 'Monthly gift' });
    return sdk.subscriptions.create({
      customer: customer.id,
      default_payment_method: pm,
      items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: amount, recurring: { interval: 'month' } } }],
      billing_cycle_anchor_config: { day_of_month: 31, hour: 5 },
      proration_behavior: 'none',
      metadata: { monthlyGiftId: '1' },
    });
  }

  it('bills the 31st on the last day of a shorter month, from the anchor’s day', () => {
    const jan31 = Date.UTC(2027, 0, 31, 5) / 1000;
    expect(new Date(addMonths(jan31, 1, 31) * 1000).toISOString()).toBe('2027-02-28T05:00:00.000Z');
    expect(new Date(addMonths(jan31, 2, 31) * 1000).toISOString()).toBe('2027-03-31T05:00:00.000Z');
    const after = Date.UTC(2027, 1, 1, 6) / 1000;
    expect(new Date(nextAnchorOf({ day_of_month: 31, hour: 5, minute: 0, second: 0 }, after) * 1000).toISOString()).toBe('2027-02-28T05:00:00.000Z');
    expect(new Date(nextAnchorOf({ day_of_month: 1, hour: 5, minute: 0, second: 0 }, after) * 1000).toISOString()).toBe('2027-03-01T05:00:00.000Z');
  });

  it('refuses an idempotency key reused with other parameters, and answers the first creation to the same', async () => {
    const first = await sdk.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'k1' });
    expect((await sdk.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'k1' })).id).toBe(first.id);
    await expect(sdk.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'k1' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it('confirms a SetupIntent as Stripe.js does: publishable key and client secret', async () => {
    const customer = await sdk.customers.create({ email: 'dana@example.com' });
    const setup = await sdk.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    const confirm = (form: Record<string, string>) =>
      fetch(`${fake.url}/v1/setup_intents/${setup.id}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${FAKE_STRIPE_KEYS.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    expect((await confirm({ client_secret: `${setup.id}_secret_nope`, payment_method: 'pm_card_visa' })).status).toBe(400);
    expect((await confirm({ client_secret: setup.client_secret!, payment_method: 'pm_card_chargeDeclined' })).status).toBe(402);
    const ok = await confirm({ client_secret: setup.client_secret!, payment_method: 'pm_card_visa' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'succeeded', payment_method: 'pm_card_visa' });
    expect(fake.billing.customerOfMethod('pm_card_visa')).toBe(customer.id);
  });

  describe('delivering its events', () => {
    let endpoint: Server;
    const received: string[] = [];
    beforeEach(async () => {
      received.length = 0;
      endpoint = createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
          received.push((JSON.parse(body) as { type: string }).type);
          res.writeHead(200).end('{}');
        });
      });
      await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
      fake.sendWebhooksTo({ url: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/` });
    });
    afterEach(async () => {
      endpoint.closeAllConnections();
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    });

    it('sends a month’s invoice.paid as many times as asked, or not at all', async () => {
      const sub = await subscription();
      fake.billing.cycle(sub.id, { deliver: { copies: 3 } });
      expect(await fake.drainWebhooks(5_000)).toBe(true);
      expect(received.filter((type) => type === 'invoice.paid')).toHaveLength(1 + 3);
      received.length = 0;
      fake.billing.cycle(sub.id, { deliver: { drop: true } });
      expect(await fake.drainWebhooks(5_000)).toBe(true);
      expect(received).not.toContain('invoice.paid');
      expect(received).toContain('payment_intent.succeeded');
      expect(fake.webhookStats().dropped).toBeGreaterThanOrEqual(2);
    });
  });
});
