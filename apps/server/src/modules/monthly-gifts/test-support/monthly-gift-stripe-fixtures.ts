import { eq } from 'drizzle-orm';
import type { CheckoutPayloadInput, PaymentCreateResponse, TransactionView } from '@walkfund/domain';
import type { TestApp } from '../../../../test/test-app.ts';
import { monthlyGifts } from '../../../db/schema/index.ts';
import type { FakeEvent, FakeStripe } from '../../payments/test-support/fake-stripe.ts';
import { createPayment, recordTransaction } from '../../payments/test-support/checkout-fixtures.ts';
import { giftRow, type MonthlyGiftRow } from './monthly-gift-fixtures.ts';

/** Monthly gifts with Stripe (docs/features/monthly-gifts.md, "With Stripe"): the API tests' helpers, against the fake Stripe. */

/** POSTs a signed event to the webhook, as Stripe delivers it. */
export function sendEvent(t: TestApp, stripe: FakeStripe, event: FakeEvent) {
  const webhook = stripe.webhook(event.type, event.object);
  return t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: webhook.headers, payload: webhook.payload });
}

/**
 * Delivers the events of the types given (all when none), each `copies` times (0: dropped), in
 * order, and runs the jobs they queued; every delivery must be acknowledged.
 */
export async function deliver(t: TestApp, stripe: FakeStripe, events: FakeEvent[], options: { types?: string[]; copies?: number } = {}) {
  const chosen = events.filter((e) => !options.types || options.types.includes(e.type));
  for (const event of chosen) {
    for (let i = 0; i < (options.copies ?? 1); i++) {
      const res = await sendEvent(t, stripe, event);
      if (res.statusCode !== 200) throw new Error(`the webhook answered ${event.type} with ${res.statusCode}: ${res.body}`);
    }
  }
  await t.app.jobs.drain();
}

/**
 * A monthly checkout paid through Stripe (the browser's Stripe.js step is the fake's succeed), its
 * first transaction recorded, and the start job run: the gift with its subscription.
 */
export async function giveMonthlyWithStripe(t: TestApp, stripe: FakeStripe, payload: CheckoutPayloadInput): Promise<{ first: TransactionView; gift: MonthlyGiftRow; intentId: string }> {
  const created = await createPayment(t, payload);
  if (created.statusCode !== 201) throw new Error(`POST /v1/payment answered ${created.statusCode}: ${created.body}`);
  const { id, secret } = created.json() as PaymentCreateResponse;
  stripe.succeed(id);
  const recorded = await recordTransaction(t, payload, { id, secret });
  if (recorded.statusCode !== 201) throw new Error(`recording answered ${recorded.statusCode}: ${recorded.body}`);
  const first = recorded.json() as TransactionView;
  await t.app.jobs.drain();
  const [gift] = await t.app.db.select().from(monthlyGifts).where(eq(monthlyGifts.firstTransactionId, first.id));
  if (!gift) throw new Error(`transaction ${first.id} started no monthly gift`);
  return { first, gift, intentId: id };
}

/** The gift's subscription at the fake Stripe. */
export async function subscriptionOf(t: TestApp, stripe: FakeStripe, giftId: number) {
  const gift = await giftRow(t.app.db, giftId);
  const sub = gift.providerSubscriptionId ? stripe.billing.subscriptions.get(gift.providerSubscriptionId) : undefined;
  if (!sub) throw new Error(`monthly gift ${giftId} has no subscription at the fake Stripe`);
  return sub;
}

/** The next month at Stripe (paid or declined as asked), its events delivered `copies` times (0: dropped). */
export async function nextMonth(t: TestApp, stripe: FakeStripe, giftId: number, options: { outcome?: 'paid' | 'failed'; copies?: number; message?: string } = {}) {
  const sub = await subscriptionOf(t, stripe, giftId);
  const step = stripe.billing.cycle(sub.id, { outcome: options.outcome, message: options.message });
  await deliver(t, stripe, step.events, { copies: options.copies });
  return step;
}

/** The messages sent to an address (after the jobs ran). */
export const mailTo = (t: TestApp, email: string) => t.mailer.messages.filter((m) => m.to.includes(email));
