import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentCreateResponse, TransactionView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTeam } from '../../../test/factories.ts';
import { checkouts, teams, transactions } from '../../db/schema/index.ts';
import { RefundRefusedError } from '../../integrations/payments/payment-provider.ts';
import { registerPaymentMethodDomain } from '../../integrations/payments/stripe-payment-domain.ts';
import { reconcilerDeps, runReconciliationPass } from '../reconciliation/reconciliation.service.ts';
import { buildCheckout, createPayment, recordTransaction, type CartSpec } from './test-support/checkout-fixtures.ts';
import { fakeStripeConfig, startFakeStripe, type FakeIntent, type FakeStripe } from './test-support/fake-stripe.ts';

/**
 * Payments that settle later with Stripe (docs/features/payment-methods.md): the real SDK against
 * the fake Stripe, every order of payment_intent.processing, .succeeded and .payment_failed, each
 * repeated, and the reconciler when a webhook never comes. Paid = recorded, once; pending and
 * failed = nothing counted.
 */
describe('bank transfers and wallets through Stripe (real SDK, fake Stripe)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ ...fakeStripeConfig(stripe), RECONCILE_MIN_AGE_SECONDS: 0 });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  async function start(spec: CartSpec) {
    const team = await createTeam(t.database.db);
    const payload = buildCheckout({ team: team.id, ...spec });
    const res = await createPayment(t, payload);
    expect(res.statusCode).toBe(201);
    const answer = res.json() as PaymentCreateResponse;
    return { team, payload, ref: { id: answer.id, secret: answer.secret } };
  }

  /** The intent as it is now: an event carries this copy, whatever happens to the intent later. */
  const snapshot = (id: string): FakeIntent => structuredClone(stripe.intents.get(id)!);
  const event = (type: string, intent: FakeIntent) => {
    const webhook = stripe.webhook(type, intent);
    return t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: webhook.headers, payload: webhook.payload });
  };
  const teamTotal = async (id: number) => (await t.database.db.select({ cents: teams.totalRaisedCents }).from(teams).where(eq(teams.id, id)))[0]!.cents;
  const checkoutOf = async (paymentId: string) => (await t.database.db.select().from(checkouts).where(eq(checkouts.providerPaymentId, paymentId)))[0]!;
  const transactionsOf = (paymentId: string) => t.database.db.select().from(transactions).where(eq(transactions.externalTransactionId, paymentId));
  const emailsTo = (email: string) => t.mailer.messages.filter((m) => m.to.includes(email) && m.subject.includes('did not go through'));

  it('a PaymentIntent priced at the bank rate takes a bank transfer only; one at the card rate, what the account enables', async () => {
    await start({ donation: 100, paymentMethod: 'us_bank_account' });
    expect(stripe.createRequests.at(-1)!.form).toMatchObject({ amount: '10080', 'payment_method_types[0]': 'us_bank_account' });
    expect(stripe.createRequests.at(-1)!.form['automatic_payment_methods[enabled]']).toBeUndefined();
    await start({ donation: 100 });
    expect(stripe.createRequests.at(-1)!.form).toMatchObject({ amount: '10350', 'automatic_payment_methods[enabled]': 'true' });
  });

  it('processing, then succeeded (each twice): pending and uncounted, then recorded once with the bank', async () => {
    const { team, ref } = await start({ donation: 100, paymentMethod: 'us_bank_account' });
    stripe.pay(ref.id, 'bankSettles');
    const processing = snapshot(ref.id);
    expect((await event('payment_intent.processing', processing)).statusCode).toBe(200);
    await event('payment_intent.processing', processing);
    expect(await checkoutOf(ref.id)).toMatchObject({ status: 'processing', transactionId: null });
    expect(await transactionsOf(ref.id)).toHaveLength(0);
    expect(await teamTotal(team.id)).toBe(0);

    stripe.settle(ref.id);
    const succeeded = snapshot(ref.id);
    await event('payment_intent.succeeded', succeeded);
    await event('payment_intent.succeeded', succeeded);
    const recorded = await transactionsOf(ref.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ paymentMethodType: 'us_bank_account', paymentMethodBrand: 'STRIPE TEST BANK', paymentMethodLast4: '6789', totalChargedCents: 10_080 });
    expect(await teamTotal(team.id)).toBe(10_000);
    // A processing event delivered late changes nothing.
    await event('payment_intent.processing', processing);
    expect(await checkoutOf(ref.id)).toMatchObject({ status: 'recorded', transactionId: recorded[0]!.id });
  });

  it('succeeded before processing: recorded once, the late processing ignored', async () => {
    const { team, ref } = await start({ donation: 50, paymentMethod: 'us_bank_account' });
    stripe.pay(ref.id, 'bankSettles');
    const processing = snapshot(ref.id);
    stripe.settle(ref.id);
    await event('payment_intent.succeeded', snapshot(ref.id));
    await event('payment_intent.processing', processing);
    expect(await transactionsOf(ref.id)).toHaveLength(1);
    expect(await checkoutOf(ref.id)).toMatchObject({ status: 'recorded' });
    expect(await teamTotal(team.id)).toBe(5000);
  });

  it('processing, then payment_failed (twice, and out of order): nothing counted, the donor emailed once', async () => {
    const { team, payload, ref } = await start({ donation: 75, paymentMethod: 'us_bank_account' });
    stripe.pay(ref.id, 'bankFails');
    const processing = snapshot(ref.id);
    await event('payment_intent.processing', processing);
    stripe.failDebit(ref.id);
    const failed = snapshot(ref.id);
    await event('payment_intent.payment_failed', failed);
    await event('payment_intent.payment_failed', failed);
    await event('payment_intent.processing', processing);
    await t.app.jobs.drain();
    expect(await transactionsOf(ref.id)).toHaveLength(0);
    expect(await teamTotal(team.id)).toBe(0);
    expect(await checkoutOf(ref.id)).toMatchObject({ status: 'failed', failureMessage: "The customer's bank account has been closed." });
    expect((await checkoutOf(ref.id)).paymentMethod).toMatchObject({ type: 'us_bank_account', last4: '1113' });
    expect(emailsTo(payload.person.email)).toHaveLength(1);
  });

  it('payment_failed without processing first (processing lost): failed, emailed once', async () => {
    const { payload, ref } = await start({ donation: 20, paymentMethod: 'us_bank_account' });
    stripe.pay(ref.id, 'bankFails');
    stripe.failDebit(ref.id);
    await event('payment_intent.payment_failed', snapshot(ref.id));
    await t.app.jobs.drain();
    expect(await checkoutOf(ref.id)).toMatchObject({ status: 'failed' });
    expect(emailsTo(payload.person.email)).toHaveLength(1);
  });

  it('a refused card stays open for another card: no failure email', async () => {
    const { payload, ref } = await start({ donation: 20 });
    stripe.decline(ref.id, 'Your card was declined.');
    await event('payment_intent.payment_failed', snapshot(ref.id));
    await t.app.jobs.drain();
    expect(await checkoutOf(ref.id)).toMatchObject({ status: 'pending', failureMessage: 'Your card was declined.' });
    expect(emailsTo(payload.person.email)).toHaveLength(0);
  });

  it('the reconciler marks pending, records the settled and fails the failed when no webhook came', async () => {
    const settles = await start({ donation: 30, paymentMethod: 'us_bank_account' });
    const fails = await start({ donation: 40, paymentMethod: 'us_bank_account' });
    stripe.pay(settles.ref.id, 'bankSettles');
    stripe.pay(fails.ref.id, 'bankFails');
    await runReconciliationPass(reconcilerDeps(t.app), 'admin');
    expect(await checkoutOf(settles.ref.id)).toMatchObject({ status: 'processing' });
    expect(await checkoutOf(fails.ref.id)).toMatchObject({ status: 'processing' });
    expect(await teamTotal(settles.team.id)).toBe(0);

    stripe.settle(settles.ref.id);
    stripe.failDebit(fails.ref.id);
    await runReconciliationPass(reconcilerDeps(t.app), 'admin');
    await runReconciliationPass(reconcilerDeps(t.app), 'admin');
    await t.app.jobs.drain();
    expect(await transactionsOf(settles.ref.id)).toHaveLength(1);
    expect(await teamTotal(settles.team.id)).toBe(3000);
    expect(await transactionsOf(fails.ref.id)).toHaveLength(0);
    expect(await checkoutOf(fails.ref.id)).toMatchObject({ status: 'failed' });
    expect(emailsTo(fails.payload.person.email)).toHaveLength(1);
    // The webhooks arriving after all change nothing.
    await event('payment_intent.succeeded', snapshot(settles.ref.id));
    await event('payment_intent.payment_failed', snapshot(fails.ref.id));
    await t.app.jobs.drain();
    expect(await transactionsOf(settles.ref.id)).toHaveLength(1);
    expect(emailsTo(fails.payload.person.email)).toHaveLength(1);
  });

  it('records the wallet or Link from the charge: by webhook and by the browser', async () => {
    const apple = await start({ donation: 40 });
    stripe.pay(apple.ref.id, 'applePay');
    await event('payment_intent.succeeded', snapshot(apple.ref.id));
    expect((await transactionsOf(apple.ref.id))[0]).toMatchObject({ paymentMethodType: 'apple_pay', paymentMethodBrand: 'visa', paymentMethodLast4: '4242' });

    const google = await start({ donation: 40 });
    stripe.pay(google.ref.id, 'googlePay');
    const recorded = (await recordTransaction(t, google.payload, google.ref)).json() as TransactionView;
    expect(recorded.paymentMethod).toEqual({ type: 'google_pay', brand: 'visa', last4: '4242' });

    const link = await start({ donation: 40 });
    stripe.pay(link.ref.id, 'link');
    await event('payment_intent.succeeded', snapshot(link.ref.id));
    expect((await transactionsOf(link.ref.id))[0]).toMatchObject({ paymentMethodType: 'link', paymentMethodBrand: null, paymentMethodLast4: null });
  });

  it('refuses to refund a payment still processing', async () => {
    const { ref } = await start({ donation: 30, paymentMethod: 'us_bank_account' });
    stripe.pay(ref.id, 'bankSettles');
    await expect(t.app.payments.createRefund({ paymentId: ref.id, amountCents: 100, idempotencyKey: 'pending-refund', reason: 'test', metadata: {} })).rejects.toBeInstanceOf(
      RefundRefusedError,
    );
  });
});

describe('npm run stripe:payment-domain (docs/features/payment-methods.md)', () => {
  it("registers the site's domain once with Stripe's payment method domains API", async () => {
    const stripe = await startFakeStripe();
    try {
      const options = { secretKey: fakeStripeConfig(stripe).STRIPE_SECRET_KEY!, apiBase: stripe.url };
      const first = await registerPaymentMethodDomain(options, 'walk.example.org');
      expect(first).toMatchObject({ domain: 'walk.example.org', created: true, applePay: 'active' });
      const again = await registerPaymentMethodDomain(options, 'walk.example.org');
      expect(again).toMatchObject({ id: first.id, created: false });
    } finally {
      await stripe.close();
    }
  });
});
