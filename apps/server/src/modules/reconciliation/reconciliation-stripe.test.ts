import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentCreateResponse } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildCheckout, createPayment } from '../payments/test-support/checkout-fixtures.ts';
import { fakeStripeConfig, startFakeStripe, type FakeStripe } from '../payments/test-support/fake-stripe.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { HOURS, MINUTES, backdateCheckout, checkoutOf, detailFor, runPass, transactionsFor } from './test-support/reconciliation-fixtures.ts';

describe('payment reconciliation (Stripe, real SDK against a local fake Stripe)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(fakeStripeConfig(stripe));
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const pass = () => runPass(t, admin.authorization);

  /** A PaymentIntent created at checkout whose browser went away; `ageSeconds` back in time. */
  async function abandonedIntent(options: { donation?: number; team?: number; ageSeconds?: number } = {}) {
    const res = await createPayment(t, buildCheckout({ donation: options.donation ?? 25, team: options.team }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as PaymentCreateResponse;
    await backdateCheckout(t, id, { createdSecondsAgo: options.ageSeconds ?? 10 * MINUTES });
    return id;
  }

  const sendWebhook = (id: string) => {
    const webhook = stripe.webhook('payment_intent.succeeded', stripe.intents.get(id)!);
    return t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: webhook.headers, payload: webhook.payload });
  };

  it('records a succeeded PaymentIntent that neither the browser nor a webhook recorded', async () => {
    const team = await buildTeam(t.database.db);
    const id = await abandonedIntent({ donation: 50, team: team.id });
    stripe.succeed(id);
    const run = await pass();
    expect(run).toMatchObject({ processor: 'stripe', trigger: 'admin', error: null });
    expect(detailFor(run, id)?.outcome).toBe('recorded');
    const [row] = await transactionsFor(t, id);
    expect(row).toMatchObject({ totalChargedCents: 5175, teamId: team.id, paymentDetails: { provider: 'stripe', status: 'succeeded' } });
    const page = await t.app.inject({ method: 'GET', url: `/v1/teams/by-slug/${team.slug}` });
    expect(page.json().totalRaised).toBe(50);
    expect(detailFor(await pass(), id)).toBeUndefined();
    // A webhook arriving late changes nothing.
    expect((await sendWebhook(id)).statusCode).toBe(200);
    expect(await transactionsFor(t, id)).toHaveLength(1);
  });

  it('counts an amount mismatch and an unknown payment as mismatched, records nothing and leaves them for a person', async () => {
    const differs = await abandonedIntent({ donation: 60 });
    Object.assign(stripe.intents.get(differs)!, { amount: 100 });
    stripe.succeed(differs);
    const unknown = await abandonedIntent({ donation: 70 });
    stripe.intents.delete(unknown);
    const run = await pass();
    expect(detailFor(run, differs)).toEqual({
      checkoutId: (await checkoutOf(t, differs)).id,
      paymentId: differs,
      outcome: 'mismatched',
      note: 'The processor took $1.00 USD; the checkout expects $62.10 USD. Left for a person to check.',
    });
    expect(detailFor(run, unknown)).toMatchObject({ outcome: 'mismatched', note: 'The processor does not know this payment id. Left for a person to check.' });
    expect(run.mismatched).toBeGreaterThanOrEqual(2);
    expect(await transactionsFor(t, differs)).toHaveLength(0);
    expect(await checkoutOf(t, differs)).toMatchObject({ status: 'pending', transactionId: null });
    // Still there for a person on the next pass, never recorded on its own.
    expect(detailFor(await pass(), differs)?.outcome).toBe('mismatched');
    expect(await transactionsFor(t, differs)).toHaveLength(0);
  });

  it('a currency other than USD is a mismatch too', async () => {
    const id = await abandonedIntent({ donation: 20 });
    Object.assign(stripe.intents.get(id)!, { currency: 'eur' });
    stripe.succeed(id);
    expect(detailFor(await pass(), id)).toMatchObject({ outcome: 'mismatched', note: expect.stringContaining('$20.70 EUR') });
    expect(await transactionsFor(t, id)).toHaveLength(0);
  });

  it('two passes at once record a payment once', async () => {
    const id = await abandonedIntent();
    stripe.succeed(id);
    const runs = await Promise.all([pass(), pass()]);
    expect(runs.map((r) => detailFor(r, id)?.outcome).filter((o) => o === 'recorded')).toHaveLength(1);
    expect(await transactionsFor(t, id)).toHaveLength(1);
  });

  it('the webhook and a pass racing record a payment once', async () => {
    const ids = [await abandonedIntent(), await abandonedIntent(), await abandonedIntent()];
    for (const id of ids) stripe.succeed(id);
    await t.app.jobs.drain(); // earlier tests' receipts, so only this race's are counted
    const mails = t.mailer.messages.length;
    const [webhooks, runs] = await Promise.all([Promise.all([...ids.map(sendWebhook), ...ids.map(sendWebhook)]), Promise.all([pass(), pass()])]);
    for (const answer of webhooks) expect(answer.statusCode).toBe(200);
    const recordedByPasses = runs.flatMap((r) => r.details).filter((d) => ids.includes(d.paymentId!) && d.outcome === 'recorded').length;
    expect(recordedByPasses).toBeLessThanOrEqual(ids.length);
    for (const id of ids) expect(await transactionsFor(t, id)).toHaveLength(1);
    await t.app.jobs.drain();
    expect(t.mailer.messages.length).toBe(mails + ids.length);
  });

  it('expires an abandoned intent, and records it when it succeeds later: by the webhook, or by a later pass', async () => {
    const byWebhook = await abandonedIntent({ ageSeconds: 25 * HOURS });
    const byPass = await abandonedIntent({ ageSeconds: 25 * HOURS });
    const run = await pass();
    expect(detailFor(run, byWebhook)?.outcome).toBe('expired');
    expect(detailFor(run, byPass)?.outcome).toBe('expired');
    expect((await checkoutOf(t, byWebhook)).status).toBe('expired');

    stripe.succeed(byWebhook);
    expect((await sendWebhook(byWebhook)).statusCode).toBe(200);
    expect(await transactionsFor(t, byWebhook)).toHaveLength(1);
    expect((await checkoutOf(t, byWebhook)).status).toBe('recorded');

    // Its webhook never arrives: an expired checkout is asked about again once per expiry period.
    stripe.succeed(byPass);
    expect(detailFor(await pass(), byPass)).toBeUndefined();
    await backdateCheckout(t, byPass, { createdSecondsAgo: 50 * HOURS, checkedSecondsAgo: 25 * HOURS });
    expect(detailFor(await pass(), byPass)?.outcome).toBe('recorded');
    expect(await transactionsFor(t, byPass)).toHaveLength(1);
  });

  it('leaves a young intent to the browser and the webhook', async () => {
    const id = await abandonedIntent({ ageSeconds: 0 });
    stripe.succeed(id);
    expect(detailFor(await pass(), id)).toBeUndefined();
    expect(await transactionsFor(t, id)).toHaveLength(0);
  });
});
