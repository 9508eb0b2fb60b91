import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeDayIn, monthLabel, nextPeriod, periodOfDay } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { UNLIMITED } from '../../../test/route-fixtures.ts';
import { jobs, monthlyGiftCharges, monthlyGifts, transactions } from '../../db/schema/index.ts';
import { MONTHLY_ANCHOR_UTC_HOUR } from '../../integrations/payments/stripe-billing.ts';
import { addDays, chicagoDay } from '../daily-reports/chicago-day.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { findTotalsMismatches } from '../ledger/ledger.service.ts';
import { buildCheckout, createPayment } from '../payments/test-support/checkout-fixtures.ts';
import { fakeStripeConfig, startFakeStripe, type FakeStripe } from '../payments/test-support/fake-stripe.ts';
import { detailFor, runPass } from '../reconciliation/test-support/reconciliation-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { refundRowsOf, teamTotalCents } from '../transactions/test-support/transaction-fixtures.ts';
import { MONTHLY_GIFT_START_QUEUE } from './monthly-gift-queues.ts';
import { chargesOf, giftRow, monthlyCheckout, monthTransactions } from './test-support/monthly-gift-fixtures.ts';
import { deliver, giveMonthlyWithStripe, mailTo, nextMonth, sendEvent, subscriptionOf } from './test-support/monthly-gift-stripe-fixtures.ts';

/**
 * Monthly gifts with Stripe (docs/features/monthly-gifts.md, "With Stripe"), through the real SDK
 * against the fake Stripe: the first checkout saves the card, a job makes one subscription, and each
 * invoice.paid is that month's transaction, once, whatever Stripe repeats or drops.
 */
let stripe: FakeStripe;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ ...UNLIMITED, ...fakeStripeConfig(stripe) });
  admin = await buildUser(t.app.db, t.config.JWT_SECRET, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('the first checkout of a monthly gift', () => {
  it('saves the card to a customer, and the job makes one subscription billing from next month on the same day', async () => {
    const team = await buildTeam(t.app.db);
    const { first, gift, intentId } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20, team: team.id }));
    const intent = stripe.intents.get(intentId)!;
    expect(intent).toMatchObject({ setup_future_usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
    expect(stripe.billing.customers.get(intent.customer!)).toMatchObject({ email: first.contactEmail });

    expect(gift).toMatchObject({ provider: 'stripe', providerCustomerId: intent.customer, providerSubscriptionId: expect.stringMatching(/^sub_/), status: 'active' });
    const sub = await subscriptionOf(t, stripe, gift.id);
    // $20 and the covered card fee, each month; the card the first checkout saved.
    expect(sub).toMatchObject({ customer: intent.customer, default_payment_method: intent.payment_method, metadata: { monthlyGiftId: String(gift.id) } });
    expect(sub.items.data[0]!.price).toMatchObject({ unit_amount: Math.round(first.totalCharged * 100), currency: 'usd', recurring: { interval: 'month' } });
    expect(sub.billing_cycle_anchor_config).toMatchObject({ day_of_month: gift.dayOfMonth, hour: MONTHLY_ANCHOR_UTC_HOUR });
    // Its first invoice bills nothing: the first month was the checkout.
    expect(stripe.billing.invoicesOf(sub.id)).toMatchObject([{ billing_reason: 'subscription_create', amount_due: 0 }]);
    expect(new Date(sub.billing_cycle_anchor * 1000).toISOString().slice(0, 10)).toBe(gift.nextChargeOn);
    expect(stripe.billing.requests.filter((r) => r.path === '/v1/subscriptions' && r.method === 'POST')).toHaveLength(1);
  });

  it('a start job run again makes no second subscription, even before the gift stored the first', async () => {
    const { gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 15 }));
    const made = gift.providerSubscriptionId!;
    // As if the first run made the subscription and stopped before storing it: the job runs again.
    await t.app.db.update(jobs).set({ status: 'queued', runAt: new Date() }).where(eq(jobs.singletonKey, `start-${gift.id}`));
    await t.app.db.update(monthlyGifts).set({ providerSubscriptionId: null }).where(eq(monthlyGifts.id, gift.id));
    await t.app.jobs.drain();
    expect((await giftRow(t.app.db, gift.id)).providerSubscriptionId).toBe(made);
    expect([...stripe.billing.subscriptions.values()].filter((s) => s.metadata.monthlyGiftId === String(gift.id))).toHaveLength(1);
    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.singletonKey, `start-${gift.id}`));
    expect(job).toMatchObject({ queue: MONTHLY_GIFT_START_QUEUE, status: 'succeeded' });
  });

  it('a checkout without "Make it monthly" saves no card', async () => {
    const res = await createPayment(t, buildCheckout({ donation: 30 }));
    expect(stripe.intents.get(res.json().id)).toMatchObject({ customer: null, setup_future_usage: null });
  });
});

describe('each month', () => {
  it('invoice.paid is that month’s transaction, with its receipt; twice, or again later, changes nothing', async () => {
    const team = await buildTeam(t.app.db);
    const { first, gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20, team: team.id }));
    const before = await teamTotalCents(t.app.db, team.id);
    const receipts = mailTo(t, first.contactEmail).length;
    const step = await nextMonth(t, stripe, gift.id, { copies: 2 });
    const months = await monthTransactions(t.app.db, gift.id);
    expect(months).toHaveLength(2);
    const month = months[1]!;
    expect(month).toMatchObject({ externalTransactionId: step.intent!.id, totalChargedCents: step.invoice.amount_paid, teamId: team.id });
    expect(month.paymentDetails).toMatchObject({ monthlyGiftId: gift.id, period: nextPeriod(periodOfDay(gift.startedOn)), invoiceId: step.invoice.id });
    expect(await teamTotalCents(t.app.db, team.id)).toBe(before + 2000);
    expect(mailTo(t, first.contactEmail).length).toBe(receipts + 1);
    // Its receipt names the invoice's month (docs/features/monthly-gifts.md, "The receipt says it").
    const receipt = mailTo(t, first.contactEmail).find((m) => m.text.includes(`Transaction id: ${month.id}`))!;
    expect(receipt.text).toContain(`Monthly gift: ${monthLabel(nextPeriod(periodOfDay(gift.startedOn)))}\n`);
    const charges = await chargesOf(t.app.db, gift.id);
    expect(charges.at(-1)).toMatchObject({ status: 'recorded', providerInvoiceId: step.invoice.id, transactionId: month.id });
    expect((await giftRow(t.app.db, gift.id)).nextChargeOn).toBe(chargeDayIn(nextPeriod(nextPeriod(periodOfDay(gift.startedOn))), gift.dayOfMonth));

    // A late copy, and the subscription's own first ($0) invoice.paid: nothing more.
    await deliver(t, stripe, step.events, { types: ['invoice.paid'] });
    const [created] = stripe.events.filter((e) => e.type === 'invoice.paid' && (e.object.parent as { subscription_details: { subscription: string } }).subscription_details.subscription === step.invoice.parent.subscription_details.subscription);
    expect((await sendEvent(t, stripe, created!)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(2);
    expect(mailTo(t, first.contactEmail).length).toBe(receipts + 1);
    expect(first.id).toBe(months[0]!.id);
    expect(await findTotalsMismatches(t.app.db, (await loadEventSettings(t.app.db)).appYear)).toEqual({ teams: [], fundraisers: [] });
  });

  it('copies of invoice.paid at once record the month once', async () => {
    const { gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 25 }));
    const sub = await subscriptionOf(t, stripe, gift.id);
    const step = stripe.billing.cycle(sub.id);
    const paid = step.events.find((e) => e.type === 'invoice.paid')!;
    const answers = await Promise.all([1, 2, 3, 4].map(() => sendEvent(t, stripe, paid)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(2);
    expect(await t.app.db.select().from(transactions).where(eq(transactions.externalTransactionId, step.intent!.id))).toHaveLength(1);
  });

  it('a month whose invoice.paid never came is recorded by the reconciler, once', async () => {
    const { gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 40 }));
    const step = await nextMonth(t, stripe, gift.id, { copies: 0 });
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(1);
    // The fake bills next month now: as on the day after that month's charge day, the gift is behind and the pass asks Stripe about it.
    await t.app.db.update(monthlyGifts).set({ nextChargeOn: addDays(chicagoDay(new Date()), -1) }).where(eq(monthlyGifts.id, gift.id));
    const run = await runPass(t, admin.authorization);
    expect(detailFor(run, step.intent!.id)).toMatchObject({ outcome: 'recorded', note: expect.stringContaining(step.invoice.id) });
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(2);
    // The webhook arriving after all, and the next pass: nothing more.
    await deliver(t, stripe, step.events, { types: ['invoice.paid'] });
    expect(detailFor(await runPass(t, admin.authorization), step.intent!.id)).toBeUndefined();
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(2);
  });

  it('the invoice’s own payment_intent.succeeded records nothing; a month recorded without its details is completed by its invoice', async () => {
    const { gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 35 }));
    const sub = await subscriptionOf(t, stripe, gift.id);
    const step = stripe.billing.cycle(sub.id);
    await deliver(t, stripe, step.events, { types: ['invoice.paid'] });
    // As if another path had recorded the month's checkout and stopped before the month was completed.
    await t.app.db.update(monthlyGiftCharges).set({ status: 'pending' }).where(eq(monthlyGiftCharges.providerInvoiceId, step.invoice.id));
    await t.app.db.update(monthlyGifts).set({ nextChargeOn: gift.nextChargeOn }).where(eq(monthlyGifts.id, gift.id));
    await deliver(t, stripe, step.events, { types: ['payment_intent.succeeded'] });
    expect((await chargesOf(t.app.db, gift.id)).at(-1)!.status).toBe('pending');
    await deliver(t, stripe, step.events, { types: ['invoice.paid'] });
    expect((await chargesOf(t.app.db, gift.id)).at(-1)).toMatchObject({ status: 'recorded', providerInvoiceId: step.invoice.id });
    expect((await giftRow(t.app.db, gift.id)).nextChargeOn > gift.nextChargeOn).toBe(true);
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(2);
  });

  it('refunding one month refunds that month’s payment only', async () => {
    const { first, gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 30 }));
    const step = await nextMonth(t, stripe, gift.id);
    const month = (await monthTransactions(t.app.db, gift.id))[1]!;
    const res = await t.app.inject({ method: 'POST', url: `/v1/transactions/${month.id}/refunds`, headers: { authorization: admin.authorization }, payload: { amount: 30, reason: 'Donor asked' } });
    expect(res.statusCode).toBe(201);
    expect(stripe.refundRequests.at(-1)!.form).toMatchObject({ payment_intent: step.intent!.id, amount: '3000' });
    expect(await refundRowsOf(t.app.db, month.id)).toHaveLength(1);
    expect(await refundRowsOf(t.app.db, first.id)).toHaveLength(0);
  });
});
