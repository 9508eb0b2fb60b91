import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutPayloadInput, PaymentCreateResponse, PaymentReference } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkouts, lineItems, products, transactions } from '../../db/schema/index.ts';
import { forgetEventSettings, loadEventSettings, updateEventSettings } from '../event-settings/event-settings.service.ts';
import { MINUTES, backdateCheckout, detailFor, runPass } from '../reconciliation/test-support/reconciliation-fixtures.ts';
import { buildUser } from '../teams/test-support/team-fixtures.ts';
import { buildCheckout, buildProduct, confirmTestCard, createPayment, recordTransaction } from './test-support/checkout-fixtures.ts';
import { fakeStripeConfig, startFakeStripe, type FakeStripe } from './test-support/fake-stripe.ts';

/*
 * docs/decisions/0110-prices-from-server.md and 0112-payments-exactly-once.md: a checkout is priced
 * when its payment is created; whoever records the payment later (the browser, the webhook, the
 * reconciler) records what was charged, even if an admin changed the runner price or a shirt's
 * price in between.
 */

/** The cart of every case: a $25 donation, two $20 shirts (+ $8 shipping), one $30 runner, fees covered. */
const CHARGED = { subtotalCents: 10_300, feeCents: 361, shippingCents: 800, totalCents: 10_661 };

async function setupPrices(t: TestApp) {
  const shirt = await buildProduct(t.database.db, { priceCents: 2000, sizes: ['sm', 'lg'] });
  const settings = await loadEventSettings(t.database.db);
  return { shirt, runnerPrices: settings.event5kSettings };
}

function cart(shirtSlug: string) {
  return buildCheckout({
    donation: 25,
    shirts: [{ slug: shirtSlug, size: 'lg', price: 20, quantity: 2 }],
    runners: [{ runType: 'in-person', price: 30 }],
  });
}

/** An admin raises the runner price and the shirt's price after the card was charged. */
async function raisePrices(t: TestApp, shirtId: number, runnerPrices: { runnerPrice: number; hasVirtual: boolean; virtualRunnerPrice: number }) {
  await updateEventSettings(t.database.db, { event5kSettings: { ...runnerPrices, runnerPrice: 45 } });
  await t.database.db.update(products).set({ priceCents: 3300 }).where(eq(products.id, shirtId));
  forgetEventSettings(t.database.db);
}

async function restorePrices(t: TestApp, shirtId: number, runnerPrices: { runnerPrice: number; hasVirtual: boolean; virtualRunnerPrice: number }) {
  await updateEventSettings(t.database.db, { event5kSettings: runnerPrices });
  await t.database.db.update(products).set({ priceCents: 2000 }).where(eq(products.id, shirtId));
  forgetEventSettings(t.database.db);
}

/** The recorded transaction of a payment matches the charge to the cent, and each item its price at checkout. */
async function expectRecordedAsCharged(t: TestApp, paymentId: string) {
  const rows = await t.database.db.select().from(transactions).where(eq(transactions.externalTransactionId, paymentId));
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row).toMatchObject({
    totalAmountCents: CHARGED.subtotalCents,
    feesCoveredCents: CHARGED.feeCents,
    shippingFeeCents: CHARGED.shippingCents,
    totalChargedCents: CHARGED.totalCents,
  });
  const items = await t.database.db.select().from(lineItems).where(eq(lineItems.transactionId, row.id)).orderBy(asc(lineItems.id));
  expect(items.map((i) => [i.type, i.amountCents])).toEqual([
    ['donation', 2500],
    ['tshirt', 4000],
    ['5k', 3000],
  ]);
  expect(items[1]!.productDetails).toMatchObject({ pricePerUnit: 20, unitCount: 2 });
  expect(items[2]!.runnerDetails).toMatchObject({ registrationCost: 30 });
}

describe('prices frozen on the checkout (test-mode processor)', () => {
  let t: TestApp;
  let prices: Awaited<ReturnType<typeof setupPrices>>;
  let adminAuthorization: string;
  beforeAll(async () => {
    t = await createTestApp();
    prices = await setupPrices(t);
    adminAuthorization = (await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' })).authorization;
  });
  afterEach(() => restorePrices(t, prices.shirt.id, prices.runnerPrices));
  afterAll(() => t.close());

  async function paidCheckout() {
    const payload = cart(prices.shirt.slug);
    const created = await createPayment(t, payload, String(CHARGED.totalCents));
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret } = created.json() as PaymentCreateResponse;
    const ref: PaymentReference = { id, secret };
    expect((await confirmTestCard(t, ref)).statusCode).toBe(200);
    return { payload, ref };
  }

  it('the browser records what the checkout charged after the prices changed', async () => {
    const { payload, ref } = await paidCheckout();
    await raisePrices(t, prices.shirt.id, prices.runnerPrices);
    // The new prices are in force: the same cart is refused as a new payment.
    expect((await createPayment(t, cart(prices.shirt.slug), String(CHARGED.totalCents))).statusCode).toBe(400);

    const recorded = await recordTransaction(t, payload, ref);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ totalAmount: 103, feesCovered: 3.61, shippingFee: 8, totalCharged: 106.61 });
    await expectRecordedAsCharged(t, ref.id);
  });

  it('the reconciler records what the checkout charged after the prices changed', async () => {
    const { ref } = await paidCheckout();
    await raisePrices(t, prices.shirt.id, prices.runnerPrices);
    await backdateCheckout(t, ref.id, { createdSecondsAgo: 10 * MINUTES });

    const run = await runPass(t, adminAuthorization);
    expect(detailFor(run, ref.id)).toMatchObject({ outcome: 'recorded' });
    await expectRecordedAsCharged(t, ref.id);
  });
});

/**
 * Rewrites a paid checkout as if it had been priced before a deploy changed the fee and shipping
 * rates (a 3% fee, $6 shipping): what the card was charged, and what the payload states.
 */
async function chargeAtEarlierRates(t: TestApp, paymentId: string, payload: CheckoutPayloadInput) {
  const earlier = { shippingFee: 6, feesCovered: 3.03, totalCharged: 104.03 };
  const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.providerPaymentId, paymentId));
  const stored = row!.payload as CheckoutPayloadInput;
  await t.database.db
    .update(checkouts)
    .set({ amountCents: 10_403, payload: { ...stored, transaction: { ...stored.transaction, ...earlier } } })
    .where(eq(checkouts.providerPaymentId, paymentId));
  return { ...payload, transaction: { ...payload.transaction, ...earlier } };
}

async function expectRecordedAtEarlierRates(t: TestApp, paymentId: string) {
  const [row] = await t.database.db.select().from(transactions).where(eq(transactions.externalTransactionId, paymentId));
  // 25 + 40 + 30 + $6 shipping = $101, 3% = $3.03: what the card was charged, not today's $8 and 3.5%.
  expect(row).toMatchObject({ totalAmountCents: 10_100, shippingFeeCents: 600, feesCoveredCents: 303, totalChargedCents: 10_403 });
}

describe('the fee frozen on the checkout (test-mode processor)', () => {
  let t: TestApp;
  let shirtSlug: string;
  let adminAuthorization: string;
  beforeAll(async () => {
    t = await createTestApp();
    shirtSlug = (await setupPrices(t)).shirt.slug;
    adminAuthorization = (await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' })).authorization;
  });
  afterAll(() => t.close());

  async function paidAtEarlierRates() {
    const payload = cart(shirtSlug);
    const created = await createPayment(t, payload, String(CHARGED.totalCents));
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret } = created.json() as PaymentCreateResponse;
    const ref: PaymentReference = { id, secret };
    const charged = await chargeAtEarlierRates(t, id, payload);
    expect((await confirmTestCard(t, ref)).statusCode).toBe(200);
    return { payload: charged, ref };
  }

  it('the browser records the fee and shipping the card was charged', async () => {
    const { payload, ref } = await paidAtEarlierRates();
    const recorded = await recordTransaction(t, payload, ref);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ totalAmount: 101, shippingFee: 6, feesCovered: 3.03, totalCharged: 104.03 });
    await expectRecordedAtEarlierRates(t, ref.id);
  });

  it('the reconciler records the fee and shipping the card was charged', async () => {
    const { ref } = await paidAtEarlierRates();
    await backdateCheckout(t, ref.id, { createdSecondsAgo: 10 * MINUTES });
    expect(detailFor(await runPass(t, adminAuthorization), ref.id)).toMatchObject({ outcome: 'recorded' });
    await expectRecordedAtEarlierRates(t, ref.id);
  });
});

describe('prices frozen on the checkout (Stripe webhook)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let prices: Awaited<ReturnType<typeof setupPrices>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(fakeStripeConfig(stripe));
    prices = await setupPrices(t);
  });
  afterEach(() => restorePrices(t, prices.shirt.id, prices.runnerPrices));
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('the webhook records what the checkout charged after the prices changed', async () => {
    const created = await createPayment(t, cart(prices.shirt.slug), String(CHARGED.totalCents));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as PaymentCreateResponse;
    const intent = stripe.succeed(id);
    await raisePrices(t, prices.shirt.id, prices.runnerPrices);

    const webhook = stripe.webhook('payment_intent.succeeded', intent);
    const res = await t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: webhook.headers, payload: webhook.payload });
    expect(res.statusCode, res.body).toBe(200);
    await expectRecordedAsCharged(t, id);
  });
});
