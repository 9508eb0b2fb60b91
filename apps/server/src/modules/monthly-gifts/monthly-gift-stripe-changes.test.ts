import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DonorMonthlyGift, MonthlyGiftSetup, PaymentCreateResponse, TransactionView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { UNLIMITED } from '../../../test/route-fixtures.ts';
import { monthlyGifts } from '../../db/schema/index.ts';
import { donorSessionHeaders } from '../my-giving/test-support/my-giving-fixtures.ts';
import { createPayment, recordTransaction } from '../payments/test-support/checkout-fixtures.ts';
import { fakeStripeConfig, startFakeStripe, type FakeStripe } from '../payments/test-support/fake-stripe.ts';
import { buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { giftRow, monthlyCheckout, monthTransactions } from './test-support/monthly-gift-fixtures.ts';
import { deliver, giveMonthlyWithStripe, mailTo, nextMonth, subscriptionOf } from './test-support/monthly-gift-stripe-fixtures.ts';

/**
 * Monthly gifts with Stripe (docs/features/monthly-gifts.md, "With Stripe"): declines and Stripe's
 * retries reach the gift and the donor, and the donor's and admins' changes reach the subscription.
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

const updateCardMails = (email: string) => mailTo(t, email).filter((m) => /update your card/.test(m.subject));

async function donorOf(giftId: number) {
  const gift = await giftRow(t.app.db, giftId);
  const headers = await donorSessionHeaders(t.app.db, gift.donorEmail);
  const call = (method: 'POST' | 'PATCH', path: string, payload?: object) =>
    t.app.inject({ method, url: `/v1/my-giving/monthly-gifts/${giftId}${path}`, headers, ...(payload ? { payload } : {}) });
  return { gift, headers, call };
}

describe('a declined month', () => {
  it('emails the donor a link to update the card, once, however often Stripe says so', async () => {
    const { first, gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20 }));
    const step = await nextMonth(t, stripe, gift.id, { outcome: 'failed', message: 'Your card has insufficient funds.', copies: 2 });
    expect(await giftRow(t.app.db, gift.id)).toMatchObject({ status: 'active', failureCount: 1, lastFailureMessage: 'Your card has insufficient funds.' });
    expect(updateCardMails(first.contactEmail)).toHaveLength(1);
    expect(updateCardMails(first.contactEmail)[0]!.text).toMatch(/https?:\/\/\S+/);
    // Stripe's Smart Retries: declined again, still retrying.
    await deliver(t, stripe, stripe.billing.retry(step.invoice.id, { outcome: 'failed' }).events);
    expect(await giftRow(t.app.db, gift.id)).toMatchObject({ status: 'active', failureCount: 2 });
    expect(updateCardMails(first.contactEmail)).toHaveLength(1);
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(1);
  });

  it('a retry that goes through records the month and the gift is as before', async () => {
    const { gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20 }));
    const step = await nextMonth(t, stripe, gift.id, { outcome: 'failed' });
    await deliver(t, stripe, stripe.billing.retry(step.invoice.id, { outcome: 'paid' }).events);
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(2);
    expect(await giftRow(t.app.db, gift.id)).toMatchObject({ status: 'active', failureCount: 0 });
  });

  it('after Stripe’s last retry the gift fails (the subscription unpaid), the donor is told once, and the admin sees it', async () => {
    const { first, gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20 }));
    const step = await nextMonth(t, stripe, gift.id, { outcome: 'failed' });
    const last = stripe.billing.retry(step.invoice.id, { outcome: 'failed', final: true });
    await deliver(t, stripe, last.events, { copies: 2 });
    expect(await giftRow(t.app.db, gift.id)).toMatchObject({ status: 'failed' });
    expect(updateCardMails(first.contactEmail).map((m) => m.subject)).toEqual([expect.stringMatching(/please update your card/), expect.stringMatching(/is paused/)]);
    const list = await t.app.inject({ method: 'GET', url: '/v1/monthly-gifts?status=failed', headers: { authorization: admin.authorization } });
    expect(list.json().rows.map((r: { id: number }) => r.id)).toContain(gift.id);
  });

  it('when Stripe cancels the subscription after the last retry, the gift fails too', async () => {
    const { gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20 }));
    stripe.billing.settings.retriesExhausted = 'cancel';
    try {
      const step = await nextMonth(t, stripe, gift.id, { outcome: 'failed' });
      const last = stripe.billing.retry(step.invoice.id, { outcome: 'failed', final: true });
      // Only the subscription's end comes through.
      await deliver(t, stripe, last.events, { types: ['customer.subscription.deleted'] });
      expect((await giftRow(t.app.db, gift.id)).status).toBe('failed');
    } finally {
      stripe.billing.settings.retriesExhausted = 'unpaid';
    }
  });
});

describe('the donor’s and the admins’ changes reach Stripe', () => {
  it('a new amount is the next invoice’s, with no proration; that month records it', async () => {
    const { gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20, coverFees: false }));
    const donor = await donorOf(gift.id);
    const res = await donor.call('PATCH', '', { amount: 15 });
    expect(res.statusCode).toBe(200);
    expect((res.json() as DonorMonthlyGift).amount).toBe(15);
    const sub = await subscriptionOf(t, stripe, gift.id);
    expect(sub.items.data[0]!.price.unit_amount).toBe(1500);
    expect(stripe.billing.requests.filter((r) => r.path === `/v1/subscriptions/${sub.id}` && r.method === 'POST').at(-1)!.form).toMatchObject({ proration_behavior: 'none' });
    await nextMonth(t, stripe, gift.id);
    expect((await monthTransactions(t.app.db, gift.id)).map((m) => m.totalChargedCents)).toEqual([2000, 1500]);
  });

  it('paused: Stripe voids the month and nothing is recorded; resumed: charged again', async () => {
    const { gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20 }));
    const donor = await donorOf(gift.id);
    expect((await donor.call('POST', '/pause')).statusCode).toBe(200);
    expect((await subscriptionOf(t, stripe, gift.id)).pause_collection).toEqual({ behavior: 'void', resumes_at: null });
    const paused = await nextMonth(t, stripe, gift.id);
    expect(paused).toMatchObject({ intent: null, invoice: { status: 'void' } });
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(1);
    expect((await donor.call('POST', '/resume')).statusCode).toBe(200);
    expect((await subscriptionOf(t, stripe, gift.id)).pause_collection).toBeNull();
    await nextMonth(t, stripe, gift.id);
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(2);
  });

  it('paused before its subscription was made: the subscription starts paused', async () => {
    const payload = monthlyCheckout({ donation: 20 });
    const created = (await createPayment(t, payload)).json() as PaymentCreateResponse;
    stripe.succeed(created.id);
    const first = (await recordTransaction(t, payload, { id: created.id, secret: created.secret })).json() as TransactionView;
    const [gift] = await t.app.db.select().from(monthlyGifts).where(eq(monthlyGifts.firstTransactionId, first.id));
    expect(gift!.providerSubscriptionId).toBeNull();
    expect((await (await donorOf(gift!.id)).call('POST', '/pause')).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect((await subscriptionOf(t, stripe, gift!.id)).pause_collection).toEqual({ behavior: 'void', resumes_at: null });
  });

  it('cancelled by the donor or an admin: the subscription is cancelled at Stripe', async () => {
    const mine = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20 }));
    expect((await (await donorOf(mine.gift.id)).call('POST', '/cancel')).statusCode).toBe(200);
    expect((await subscriptionOf(t, stripe, mine.gift.id)).status).toBe('canceled');
    // Stripe's customer.subscription.deleted that follows changes nothing.
    await deliver(t, stripe, stripe.events.filter((e) => e.type === 'customer.subscription.deleted' && e.object.id === mine.gift.providerSubscriptionId));
    expect(await giftRow(t.app.db, mine.gift.id)).toMatchObject({ status: 'cancelled' });

    const theirs = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20 }));
    const res = await t.app.inject({ method: 'POST', url: `/v1/monthly-gifts/${theirs.gift.id}/cancel`, headers: { authorization: admin.authorization } });
    expect(res.statusCode).toBe(200);
    expect((await subscriptionOf(t, stripe, theirs.gift.id)).status).toBe('canceled');
  });

  it('a new card: a SetupIntent for the donor’s customer, then the confirmed card is the subscription’s', async () => {
    const { gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20 }));
    const donor = await donorOf(gift.id);
    const asked = await donor.call('POST', '/card', {});
    expect(asked.statusCode).toBe(200);
    const { setupSecret } = asked.json() as MonthlyGiftSetup;
    const setupIntentId = setupSecret.split('_secret_')[0]!;
    expect(stripe.billing.setupIntents.get(setupIntentId)).toMatchObject({ customer: gift.providerCustomerId, usage: 'off_session', metadata: { monthlyGiftId: String(gift.id) } });
    // Not confirmed yet: refused, nothing changes.
    expect((await donor.call('POST', '/card', { setupIntentId })).statusCode).toBe(402);
    stripe.billing.confirmSetup(setupIntentId, 'googlePay');
    const saved = await donor.call('POST', '/card', { setupIntentId });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as DonorMonthlyGift).card).toEqual({ type: 'google_pay', brand: 'visa', last4: '4242' });
    expect((await subscriptionOf(t, stripe, gift.id)).default_payment_method).toBe('pm_fake_google_pay');
    // Test cards are the test processor's.
    expect((await donor.call('POST', '/card', { testCard: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } })).statusCode).toBe(400);
  });

  it('a SetupIntent of another donor’s gift is not taken', async () => {
    const mine = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20 }));
    const other = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20 }));
    const { setupSecret } = (await (await donorOf(other.gift.id)).call('POST', '/card', {})).json() as MonthlyGiftSetup;
    const setupIntentId = setupSecret.split('_secret_')[0]!;
    stripe.billing.confirmSetup(setupIntentId, 'visa');
    expect((await (await donorOf(mine.gift.id)).call('POST', '/card', { setupIntentId })).statusCode).toBe(404);
    expect((await subscriptionOf(t, stripe, mine.gift.id)).default_payment_method).not.toBe('pm_card_visa');
  });

  it('a new card on a failed gift charges the missed month with it and the gift is active again', async () => {
    const { gift } = await giveMonthlyWithStripe(t, stripe, monthlyCheckout({ donation: 20 }));
    const step = await nextMonth(t, stripe, gift.id, { outcome: 'failed' });
    await deliver(t, stripe, stripe.billing.retry(step.invoice.id, { outcome: 'failed', final: true }).events);
    expect((await giftRow(t.app.db, gift.id)).status).toBe('failed');
    const donor = await donorOf(gift.id);
    const { setupSecret } = (await donor.call('POST', '/card', {})).json() as MonthlyGiftSetup;
    const setupIntentId = setupSecret.split('_secret_')[0]!;
    stripe.billing.confirmSetup(setupIntentId, 'visa');
    const from = stripe.events.length;
    const saved = await donor.call('POST', '/card', { setupIntentId });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as DonorMonthlyGift).status).toBe('active');
    expect(stripe.billing.invoices.get(step.invoice.id)!.status).toBe('paid');
    await deliver(t, stripe, stripe.events.slice(from));
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(2);
    expect(await giftRow(t.app.db, gift.id)).toMatchObject({ status: 'active', failureCount: 0 });
    expect((await subscriptionOf(t, stripe, gift.id)).status).toBe('active');
  });
});
