import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from '../../modules/payments/test-support/fake-stripe.ts';
import { billingEventOf } from './stripe-billing-events.ts';
import { createStripeBilling, MONTHLY_ANCHOR_UTC_HOUR, type StripeBilling } from './stripe-billing.ts';

/** The Stripe Billing client (stripe-billing.ts) through the real SDK against the fake, which must behave like Stripe. */
describe('Stripe Billing for monthly gifts (real SDK against the fake Stripe)', () => {
  let fake: FakeStripe;
  let billing: StripeBilling;
  let sdk: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    billing = createStripeBilling({ secretKey: FAKE_STRIPE_KEYS.secretKey, apiBase: fake.url });
    sdk = new Stripe(FAKE_STRIPE_KEYS.secretKey, { host: '127.0.0.1', port: new URL(fake.url).port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await fake.close();
  });

  let giftIds = 100;
  /** A first checkout that saves its card: a customer, and a PaymentIntent with setup_future_usage that succeeds. */
  async function firstCheckout(amount = 2588) {
    const customer = await sdk.customers.create({ email: 'dana@example.com', name: 'Dana Donor' });
    const intent = await sdk.paymentIntents.create({ amount, currency: 'usd', customer: customer.id, setup_future_usage: 'off_session' });
    const paid = fake.succeed(intent.id);
    return { customerId: customer.id, paymentMethodId: paid.payment_method!, monthlyGiftId: giftIds++ };
  }

  async function subscribe(amountCents = 2588, dayOfMonth = new Date().getUTCDate()) {
    const first = await firstCheckout(amountCents);
    const productId = await billing.ensureProduct('monthly-gift-2027', 'Walk 2027 monthly gift');
    const input = { ...first, amountCents, dayOfMonth, productId, description: 'Monthly gift to Team Tigers' };
    return { input, sub: await billing.createSubscription(input) };
  }

  it('makes one product per key, found again by its metadata', async () => {
    const a = await billing.ensureProduct('monthly-gift-2030', 'Walk 2030 monthly gift');
    const again = createStripeBilling({ secretKey: FAKE_STRIPE_KEYS.secretKey, apiBase: fake.url });
    expect(await again.ensureProduct('monthly-gift-2030', 'Walk 2030 monthly gift')).toBe(a);
    expect([...fake.billing.products.values()].filter((p) => (p.metadata as Record<string, string>).walkfundProduct === 'monthly-gift-2030')).toHaveLength(1);
  });

  it('bills from next month on the same day, charges nothing now, and a retried creation makes no second subscription', async () => {
    // Today in America/Chicago, as a gift's day of the month is.
    const today = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', day: 'numeric' }).format(new Date()));
    const { input, sub } = await subscribe(2588, today);
    expect(sub).toMatchObject({ status: 'active', amountCents: 2588, monthlyGiftId: input.monthlyGiftId, defaultPaymentMethodId: input.paymentMethodId, collectionPaused: false });
    const stored = fake.billing.subscriptions.get(sub.id)!;
    expect(stored.billing_cycle_anchor_config).toMatchObject({ day_of_month: today, hour: MONTHLY_ANCHOR_UTC_HOUR });
    expect(stored.billing_cycle_anchor).toBeGreaterThan(Date.now() / 1000 + 26 * 86_400);
    // The first invoice is the free stub period: $0, no PaymentIntent.
    const [first] = fake.billing.invoicesOf(sub.id);
    expect(first).toMatchObject({ billing_reason: 'subscription_create', amount_due: 0, status: 'paid' });
    expect(await billing.invoicePayment(first!.id)).toBeNull();

    expect(await billing.createSubscription(input)).toEqual(sub);
    expect(fake.billing.subscriptions.size).toBe([...fake.billing.subscriptions.values()].length);
    expect([...fake.billing.subscriptions.values()].filter((s) => s.metadata.monthlyGiftId === String(input.monthlyGiftId))).toHaveLength(1);
    expect(await billing.findSubscription(input.customerId, input.monthlyGiftId)).toEqual(sub);
    expect(await billing.findSubscription(input.customerId, 99_999)).toBeNull();
  });

  it('refuses a card not saved to the customer', async () => {
    const other = await firstCheckout();
    const mine = await firstCheckout();
    const productId = await billing.ensureProduct('monthly-gift-2027', 'Walk 2027 monthly gift');
    await expect(
      billing.createSubscription({ ...mine, paymentMethodId: other.paymentMethodId, amountCents: 1000, dayOfMonth: 3, productId, description: 'x' }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('each month: an invoice paid by a PaymentIntent, read back from a signed invoice.paid', async () => {
    const { input, sub } = await subscribe(5175, 14);
    const step = fake.billing.cycle(sub.id);
    expect(step.invoice).toMatchObject({ status: 'paid', amount_paid: 5175, billing_reason: 'subscription_cycle' });
    expect(step.intent).toMatchObject({ status: 'succeeded', amount: 5175, customer: input.customerId, payment_method: input.paymentMethodId });
    expect(step.events.map((e) => e.type)).toEqual(expect.arrayContaining(['invoice.created', 'invoice.finalized', 'payment_intent.succeeded', 'invoice.paid', 'invoice.payment_succeeded']));
    expect(await billing.invoicePayment(step.invoice.id)).toEqual({ paymentIntentId: step.intent!.id, status: 'paid' });

    const paidEvent = step.events.find((e) => e.type === 'invoice.paid')!;
    const signed = fake.webhook(paidEvent.type, paidEvent.object);
    const event = billingEventOf(sdk.webhooks.constructEvent(signed.payload, signed.headers['stripe-signature']!, FAKE_STRIPE_KEYS.webhookSecret));
    expect(event).toEqual({
      type: 'invoicePaid',
      invoice: expect.objectContaining({
        id: step.invoice.id, subscriptionId: sub.id, monthlyGiftId: input.monthlyGiftId, status: 'paid', billingReason: 'subscription_cycle', amountPaidCents: 5175,
        period: new Date(fake.billing.subscriptions.get(sub.id)!.items.data[0]!.current_period_start * 1000).toISOString().slice(0, 7),
      }),
    });
    const paid = await billing.paidInvoicesOf(sub.id, new Date(Date.now() - 60_000));
    expect(paid.map((i) => i.id)).toEqual([step.invoice.id, fake.billing.invoicesOf(sub.id)[0]!.id]);
    expect(await billing.savedCardOf(step.intent!.id)).toEqual({ customerId: input.customerId, paymentMethodId: input.paymentMethodId });
  });

  it('a new amount bills from the next invoice; paused collection voids the month; resumed bills again', async () => {
    const { sub } = await subscribe(2000, 2);
    const changed = await billing.changeAmount(sub.id, 1500);
    expect(changed.amountCents).toBe(1500);
    expect(fake.billing.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`).at(-1)!.form).toMatchObject({ proration_behavior: 'none' });
    expect(fake.billing.cycle(sub.id).invoice).toMatchObject({ status: 'paid', amount_paid: 1500 });

    expect((await billing.pause(sub.id)).collectionPaused).toBe(true);
    const paused = fake.billing.cycle(sub.id);
    expect(paused).toMatchObject({ intent: null, invoice: { status: 'void', amount_paid: 0 } });
    expect((await billing.resume(sub.id)).collectionPaused).toBe(false);
    expect(fake.billing.cycle(sub.id).invoice.status).toBe('paid');
  });

  it('a declined month: past_due, retried, unpaid after the last retry; a new card pays the open invoice', async () => {
    const { input, sub } = await subscribe(3000, 9);
    // A card refused when it is set up is not saved.
    const setup = await billing.createSetupIntent(input.customerId, { monthlyGiftId: String(input.monthlyGiftId) });
    fake.billing.confirmSetup(setup.id, 'declined');
    expect(await billing.retrieveSetupIntent(setup.id)).toMatchObject({ status: 'requires_payment_method', paymentMethodId: null });

    const failed = fake.billing.cycle(sub.id, { outcome: 'failed', message: 'Your card has insufficient funds.' });
    expect(failed.invoice).toMatchObject({ status: 'open', attempt_count: 1 });
    expect(failed.invoice.next_payment_attempt).not.toBeNull();
    expect(fake.billing.subscriptions.get(sub.id)!.status).toBe('past_due');
    expect(billingEventOf({ type: 'invoice.payment_failed', data: { object: failed.invoice } } as unknown as Stripe.Event)).toMatchObject({ type: 'invoiceFailed', invoice: { nextAttemptAt: expect.any(Date) } });

    const last = fake.billing.retry(failed.invoice.id, { outcome: 'failed', final: true });
    expect(last.invoice).toMatchObject({ attempt_count: 2, next_payment_attempt: null });
    expect(last.events.map((e) => e.type)).toEqual(['payment_intent.payment_failed', 'invoice.payment_failed', 'customer.subscription.updated']);
    expect((await billing.retrieveSubscription(sub.id))!.status).toBe('unpaid');

    const card = await billing.createSetupIntent(input.customerId, { monthlyGiftId: String(input.monthlyGiftId) });
    fake.billing.confirmSetup(card.id, 'visa');
    const confirmed = await billing.retrieveSetupIntent(card.id);
    expect(confirmed).toMatchObject({ status: 'succeeded', customerId: input.customerId, paymentMethodId: 'pm_card_visa', metadata: { monthlyGiftId: String(input.monthlyGiftId) } });
    expect(await billing.paymentMethod('pm_card_visa')).toEqual({ type: 'card', brand: 'visa', last4: '4242' });
    await billing.setDefaultPaymentMethod(sub.id, 'pm_card_visa');
    expect(await billing.payOpenInvoice(sub.id)).toMatchObject({ id: failed.invoice.id, status: 'paid', amountPaidCents: 3000 });
    expect((await billing.retrieveSubscription(sub.id))!.status).toBe('active');
    expect(await billing.payOpenInvoice(sub.id)).toBeNull();
  });

  it('after the last retry Stripe may cancel instead: the subscription ends for non-payment', async () => {
    const { sub } = await subscribe(1000, 5);
    fake.billing.settings.retriesExhausted = 'cancel';
    try {
      const failed = fake.billing.cycle(sub.id, { outcome: 'failed' });
      const last = fake.billing.retry(failed.invoice.id, { outcome: 'failed', final: true });
      const deleted = last.events.find((e) => e.type === 'customer.subscription.deleted')!;
      expect(billingEventOf({ type: deleted.type, data: { object: deleted.object } } as unknown as Stripe.Event)).toMatchObject({
        type: 'subscriptionChanged', ended: true, subscription: { id: sub.id, status: 'canceled', endedForNonPayment: true },
      });
    } finally {
      fake.billing.settings.retriesExhausted = 'unpaid';
    }
  });

  it('cancels once; cancelling again or a missing subscription changes nothing', async () => {
    const { sub } = await subscribe(1000, 20);
    await billing.cancel(sub.id);
    expect((await billing.retrieveSubscription(sub.id))!.status).toBe('canceled');
    await billing.cancel(sub.id);
    await billing.cancel('sub_missing');
    expect(await billing.retrieveSubscription('sub_missing')).toBeNull();
    expect(() => fake.billing.cycle(sub.id)).toThrow(/canceled/);
  });
});
