import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES, type PaymentCreateResponse, type TransactionView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { transactions } from '../../db/schema/index.ts';
import { buildCheckout, confirmTestCard, createPayment, recordTransaction, tableCounts } from './test-support/checkout-fixtures.ts';
import { FAKE_STRIPE_KEYS, fakeStripeConfig, startFakeStripe, type FakeStripe } from './test-support/fake-stripe.ts';

describe('Stripe payments (real SDK against a local fake Stripe)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(fakeStripeConfig(stripe));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  async function pay(donation = 25) {
    const payload = buildCheckout({ donation });
    const res = await createPayment(t, payload);
    expect(res.statusCode).toBe(201);
    const answer = res.json() as PaymentCreateResponse;
    return { payload, answer, ref: { id: answer.id, secret: answer.secret } };
  }

  const sendWebhook = (webhook: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: webhook.headers, payload: webhook.payload });

  const transactionsFor = (paymentId: string) => t.database.db.select().from(transactions).where(eq(transactions.externalTransactionId, paymentId));

  it('names Stripe and its publishable key in GET /v1/payment/config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/payment/config' });
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: FAKE_STRIPE_KEYS.publishableKey });
  });

  it('creates a PaymentIntent with an idempotency key and answers what Stripe.js needs', async () => {
    const { answer } = await pay(25);
    const intent = stripe.intents.get(answer.id)!;
    expect(answer).toEqual({ id: intent.id, secret: intent.client_secret, provider: 'stripe', publishableKey: FAKE_STRIPE_KEYS.publishableKey, amount: 25.88 });
    const request = stripe.createRequests.at(-1)!;
    expect(request.idempotencyKey).toMatch(/^walkfund-checkout-\d+$/);
    expect(request.form).toMatchObject({ amount: '2588', currency: 'usd', 'automatic_payment_methods[enabled]': 'true' });
    expect(intent.metadata.checkoutId).toMatch(/^\d+$/);
  });

  it('records nothing until Stripe reports success, and shows the decline message', async () => {
    const { payload, ref } = await pay(30);
    const before = await tableCounts(t.database.db);
    const pending = await recordTransaction(t, payload, ref);
    expect(pending.json()).toEqual({ code: 402, message: CARD_MESSAGES.notCompleted });
    stripe.decline(ref.id, CARD_MESSAGES.insufficientFunds);
    const declined = await recordTransaction(t, payload, ref);
    expect(declined.json()).toEqual({ code: 402, message: CARD_MESSAGES.insufficientFunds });
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('browser first, then the webhook three times: one transaction', async () => {
    const { payload, ref } = await pay(40);
    const intent = stripe.succeed(ref.id);
    const recorded = await recordTransaction(t, payload, ref);
    expect(recorded.statusCode).toBe(201);
    const view = recorded.json() as TransactionView;
    expect(view).toMatchObject({ externalTransactionId: ref.id, totalCharged: 41.4, paymentDetails: { provider: 'stripe', status: 'succeeded' } });
    await t.app.jobs.drain();
    const mails = t.mailer.messages.length;
    for (let i = 0; i < 3; i++) {
      const res = await sendWebhook(stripe.webhook('payment_intent.succeeded', intent));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await transactionsFor(ref.id)).toHaveLength(1);
    await t.app.jobs.drain();
    expect(t.mailer.messages.length).toBe(mails);
    expect((await recordTransaction(t, payload, ref)).statusCode).toBe(200);
  });

  it('webhook first: the browser then gets the same record', async () => {
    const { payload, ref } = await pay(50);
    const intent = stripe.succeed(ref.id);
    const mails = t.mailer.messages.length;
    expect((await sendWebhook(stripe.webhook('payment_intent.succeeded', intent))).statusCode).toBe(200);
    const [row] = await transactionsFor(ref.id);
    expect(row).toMatchObject({ totalChargedCents: 5175, contactEmail: payload.person.email });
    await t.app.jobs.drain();
    expect(t.mailer.messages.length).toBe(mails + 1);
    const browser = await recordTransaction(t, payload, ref);
    expect(browser.statusCode).toBe(200);
    expect(browser.json().id).toBe(row!.id);
    await t.app.jobs.drain();
    expect(t.mailer.messages.length).toBe(mails + 1);
  });

  it('webhook and browser at the same time: one transaction', async () => {
    const { payload, ref } = await pay(60);
    const intent = stripe.succeed(ref.id);
    const answers = await Promise.all([
      sendWebhook(stripe.webhook('payment_intent.succeeded', intent)),
      recordTransaction(t, payload, ref),
      sendWebhook(stripe.webhook('payment_intent.succeeded', intent)),
      recordTransaction(t, payload, ref),
    ]);
    expect(answers.every((a) => a.statusCode < 300)).toBe(true);
    expect(await transactionsFor(ref.id)).toHaveLength(1);
    expect(answers[1]!.json().id).toBe(answers[3]!.json().id);
  });

  it('refuses webhooks whose signature does not verify, and records nothing', async () => {
    const { ref } = await pay(70);
    const intent = stripe.succeed(ref.id);
    const forged = stripe.webhook('payment_intent.succeeded', intent, 'whsec_not_ours');
    const bad = await sendWebhook(forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, message: 'The webhook signature does not verify.' });
    const genuine = stripe.webhook('payment_intent.succeeded', intent);
    const tampered = await sendWebhook({ headers: genuine.headers, payload: genuine.payload.replace('"amount":7245', '"amount":1') });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: { 'content-type': 'application/json' }, payload: genuine.payload });
    expect(unsigned.json()).toEqual({ code: 400, message: 'The Stripe-Signature header is missing.' });
    expect(await transactionsFor(ref.id)).toHaveLength(0);
  });

  it('acknowledges events it does not act on', async () => {
    const { ref } = await pay(80);
    const intent = stripe.intents.get(ref.id)!;
    expect((await sendWebhook(stripe.webhook('payment_intent.created', intent))).json()).toEqual({ received: true });
    const foreign = { ...intent, id: 'pi_from_another_system', status: 'succeeded' as const };
    expect((await sendWebhook(stripe.webhook('payment_intent.succeeded', foreign))).statusCode).toBe(200);
    expect(await transactionsFor('pi_from_another_system')).toHaveLength(0);
  });

  it('keeps the message of a payment_failed event for the browser', async () => {
    const { payload, ref } = await pay(90);
    const intent = stripe.decline(ref.id, CARD_MESSAGES.declined);
    expect((await sendWebhook(stripe.webhook('payment_intent.payment_failed', intent))).statusCode).toBe(200);
    stripe.intents.get(ref.id)!.last_payment_error = null;
    expect((await recordTransaction(t, payload, ref)).json()).toEqual({ code: 402, message: CARD_MESSAGES.declined });
  });

  it('has no test-mode card step', async () => {
    const { ref } = await pay(20);
    expect((await confirmTestCard(t, ref)).statusCode).toBe(404);
  });
});
