import { fakeId, nowSeconds, testMethodKeyOf, FAKE_STRIPE_TEST_METHODS, type FakeIntent, type FakeMethodKey, type FakeRequest } from './fake-stripe-objects.ts';
import type { DeliveryOverride, FakeEvent, FakeWebhooks } from './fake-stripe-webhooks.ts';

/**
 * Stripe Billing in the fake (docs/features/monthly-gifts.md, "With Stripe"): customers, products,
 * subscriptions with inline prices (price_data), their invoices and each invoice's PaymentIntent,
 * SetupIntents and saved payment methods. Objects follow the API version the SDK pins
 * (2025-03-31.basil and later): an invoice names its subscription in parent.subscription_details
 * and its payments in `payments` (InvoicePayment objects), a subscription item carries its period.
 * Nothing bills on its own: a test moves a subscription to its next invoice with `cycle`, and
 * retries an open invoice with `retry`, choosing each outcome and how its events are delivered.
 */

/** What the fake core (fake-stripe.ts) lends its billing: intents, charges and the event log. */
export interface FakeStripeCore {
  intents: Map<string, FakeIntent>;
  createIntent(fields: { amount: number; currency: string; customer: string | null; description: string | null; metadata: Record<string, string>; paymentMethod: string | null }): FakeIntent;
  succeed(id: string): FakeIntent;
  decline(id: string, message: string, code?: string): FakeIntent;
  /** The test method an intent is paid with (its charge's payment_method_details follow it). */
  setMethod(intentId: string, key: FakeMethodKey): void;
  webhooks: FakeWebhooks;
}

export type Obj = Record<string, unknown>;
export interface FakePrice { id: string; object: 'price'; product: string; unit_amount: number; currency: string; recurring: { interval: string; interval_count: number }; type: 'recurring'; active: boolean }
export interface FakeSubscriptionItem { id: string; object: 'subscription_item'; subscription: string; price: FakePrice; quantity: number; current_period_start: number; current_period_end: number }
export interface FakeSubscription {
  id: string; object: 'subscription'; customer: string;
  status: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete';
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: false };
  default_payment_method: string | null;
  pause_collection: { behavior: 'keep_as_draft' | 'mark_uncollectible' | 'void'; resumes_at: number | null } | null;
  billing_cycle_anchor: number;
  billing_cycle_anchor_config: { day_of_month: number; hour: number | null; minute: number | null; second: number | null; month: null } | null;
  trial_end: number | null; metadata: Record<string, string>; latest_invoice: string | null;
  cancel_at_period_end: boolean; canceled_at: number | null; ended_at: number | null;
  cancellation_details: { reason: string | null; comment: null; feedback: null };
  collection_method: 'charge_automatically'; created: number; start_date: number; livemode: false;
}
export interface FakeInvoicePayment {
  id: string; object: 'invoice_payment'; invoice: string; amount_paid: number | null; amount_requested: number; currency: string; is_default: true;
  payment: { type: 'payment_intent'; payment_intent: string }; status: 'open' | 'paid' | 'canceled';
  status_transitions: { paid_at: number | null; canceled_at: number | null }; created: number; livemode: false;
}
export interface FakeInvoice {
  id: string; object: 'invoice'; customer: string; status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  amount_due: number; amount_paid: number; amount_remaining: number; currency: string; total: number; subtotal: number;
  billing_reason: 'subscription_create' | 'subscription_cycle'; collection_method: 'charge_automatically';
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Record<string, string> } };
  lines: { object: 'list'; has_more: false; data: Obj[] };
  period_start: number; period_end: number; attempt_count: number; attempted: boolean; next_payment_attempt: number | null;
  status_transitions: { finalized_at: number | null; paid_at: number | null; voided_at: number | null };
  metadata: Record<string, string>; created: number; livemode: false;
}
export interface FakeSetupIntent {
  id: string; object: 'setup_intent'; client_secret: string; customer: string | null; status: 'requires_payment_method' | 'succeeded' | 'canceled';
  payment_method: string | null; payment_method_types: string[]; usage: string; metadata: Record<string, string>;
  last_setup_error: { code: string; message: string } | null; created: number; livemode: false;
}

/** What Stripe does with a subscription once the last retry of an invoice failed (Billing > Revenue recovery > Retries). */
export type RetriesExhausted = 'unpaid' | 'cancel' | 'past_due';

export interface InvoiceOutcomeOptions {
  /** Paid or failed; by default what the subscription's payment method does (a declining test card fails). */
  outcome?: 'paid' | 'failed';
  /** The refusal's message (default: the card's own, or "Your card was declined."). */
  message?: string;
  /** This was Stripe's last retry: no next_payment_attempt, and the subscription ends as `retriesExhausted` says. */
  final?: boolean;
  /** How the invoice's own events (invoice.paid / invoice.payment_succeeded / invoice.payment_failed) are delivered. */
  deliver?: DeliveryOverride;
}

export interface InvoiceStep { invoice: FakeInvoice; intent: FakeIntent | null; events: FakeEvent[] }

const DAY = 86_400;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The anchor moved `months` months on, on `day` (the last day of a shorter month). */
export function addMonths(anchor: number, months: number, day: number): number {
  const d = new Date(anchor * 1000);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return Date.UTC(y, m, Math.min(day, daysIn(y, m)), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()) / 1000;
}

/** billing_cycle_anchor_config: the next occurrence of day_of_month at hour:minute:second UTC, after `after`. */
export function nextAnchorOf(config: { day_of_month: number; hour: number | null; minute: number | null; second: number | null }, after: number): number {
  const d = new Date(after * 1000);
  for (let add = 0; add < 3; add++) {
    const y = d.getUTCFullYear() + Math.floor((d.getUTCMonth() + add) / 12);
    const m = (d.getUTCMonth() + add) % 12;
    const at = Date.UTC(y, m, Math.min(config.day_of_month, daysIn(y, m)), config.hour ?? 0, config.minute ?? 0, config.second ?? 0) / 1000;
    if (at > after) return at;
  }
  throw new Error('unreachable');
}

export interface FakeBilling {
  customers: Map<string, Obj>;
  products: Map<string, Obj>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  invoicePayments: Map<string, FakeInvoicePayment>;
  setupIntents: Map<string, FakeSetupIntent>;
  /** Every billing request (customers, products, subscriptions, invoices, setup intents): method, path, idempotency key, form. */
  requests: (FakeRequest & { method: string; path: string })[];
  settings: { retriesExhausted: RetriesExhausted };
  /** Payment methods saved to a customer by a SetupIntent (intents with setup_future_usage save theirs too). */
  attached: Map<string, string>;
  /** The customer a payment method is saved to, if any. */
  customerOfMethod(paymentMethodId: string): string | null;
  /** The subscription's next month: its invoice is made and charged (or voided while collection is paused). */
  cycle(subscriptionId: string, options?: InvoiceOutcomeOptions): InvoiceStep;
  /** Stripe retries an open invoice (Smart Retries), or it is paid now (POST /v1/invoices/:id/pay, `paymentMethod` a new card). */
  retry(invoiceId: string, options?: InvoiceOutcomeOptions & { paymentMethod?: string }): InvoiceStep;
  /** Stripe.js confirmCardSetup with one of the test methods: the method is saved to the customer, or refused. */
  confirmSetup(setupIntentId: string, key: FakeMethodKey): FakeSetupIntent;
  /** The invoices of a subscription, oldest first. */
  invoicesOf(subscriptionId: string): FakeInvoice[];
}

/** The billing state and its test controls; fake-stripe-billing-routes.ts answers its HTTP API. */
export function createFakeBilling(core: FakeStripeCore): FakeBillingInternal {
  const customers = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const invoicePayments = new Map<string, FakeInvoicePayment>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const attached = new Map<string, string>();
  /** Each invoice's PaymentIntent. */
  const intentOf = new Map<string, string>();
  const settings = { retriesExhausted: 'unpaid' as RetriesExhausted };
  /** Each subscription's anchor, the day of month it bills on, and how many full periods were invoiced. */
  const periods = new Map<string, { anchor: number; day: number; billed: number }>();
  const emit = core.webhooks.emit;

  function customerOfMethod(pm: string): string | null {
    const saved = attached.get(pm);
    if (saved) return saved;
    for (const intent of core.intents.values()) {
      if (intent.payment_method === pm && intent.customer && intent.setup_future_usage && intent.status === 'succeeded') return intent.customer;
    }
    return null;
  }

  const findSubscription = (id: string) => {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`fake Stripe has no subscription ${id}`);
    return sub;
  };

  const methodFor = (sub: FakeSubscription) =>
    sub.default_payment_method ?? ((customers.get(sub.customer)?.invoice_settings as { default_payment_method?: string | null } | undefined)?.default_payment_method ?? null);

  function charge(invoice: FakeInvoice, sub: FakeSubscription, options: InvoiceOutcomeOptions & { paymentMethod?: string }): InvoiceStep {
    const from = core.webhooks.events.length;
    const pm = options.paymentMethod ?? methodFor(sub);
    let intentId = intentOf.get(invoice.id);
    if (!intentId) {
      intentId = core.createIntent({ amount: invoice.amount_due, currency: invoice.currency, customer: sub.customer, description: 'Subscription update', metadata: {}, paymentMethod: pm }).id;
      intentOf.set(invoice.id, intentId);
      const payment: FakeInvoicePayment = {
        id: fakeId('inpay'), object: 'invoice_payment', invoice: invoice.id, amount_paid: null, amount_requested: invoice.amount_due, currency: invoice.currency, is_default: true,
        payment: { type: 'payment_intent', payment_intent: intentId }, status: 'open', status_transitions: { paid_at: null, canceled_at: null }, created: nowSeconds(), livemode: false,
      };
      invoicePayments.set(payment.id, payment);
    }
    const intent = core.intents.get(intentId)!;
    // A retry charges the subscription's payment method as it is now (the donor may have changed it).
    intent.payment_method = pm;
    const key = testMethodKeyOf(pm);
    if (key) core.setMethod(intent.id, key);
    const refusal = key ? FAKE_STRIPE_TEST_METHODS[key].refusal : null;
    const outcome = options.outcome ?? (pm && !refusal ? 'paid' : 'failed');
    invoice.attempt_count += 1;
    invoice.attempted = true;
    const payment = [...invoicePayments.values()].find((p) => p.invoice === invoice.id)!;
    if (outcome === 'paid') {
      core.succeed(intent.id);
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, next_payment_attempt: null });
      invoice.status_transitions.paid_at = nowSeconds();
      Object.assign(payment, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: nowSeconds(), canceled_at: null } });
      emit('invoice.paid', invoice, options.deliver);
      emit('invoice.payment_succeeded', invoice, options.deliver);
      if (sub.status === 'past_due' || sub.status === 'unpaid') {
        sub.status = 'active';
        emit('customer.subscription.updated', sub);
      }
    } else {
      const message = options.message ?? refusal?.message ?? (pm ? 'Your card was declined.' : 'The customer has no payment method.');
      core.decline(intent.id, message, refusal?.code ?? 'card_declined');
      invoice.next_payment_attempt = options.final ? null : nowSeconds() + 3 * DAY;
      emit('invoice.payment_failed', invoice, options.deliver);
      const before = sub.status;
      if (options.final && settings.retriesExhausted === 'cancel') {
        Object.assign(sub, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds(), cancellation_details: { reason: 'payment_failed', comment: null, feedback: null } });
        emit('customer.subscription.deleted', sub);
      } else {
        sub.status = options.final && settings.retriesExhausted === 'unpaid' ? 'unpaid' : 'past_due';
        if (sub.status !== before) emit('customer.subscription.updated', sub);
      }
    }
    return { invoice, intent: core.intents.get(intent.id)!, events: core.webhooks.events.slice(from) };
  }

  /** A new invoice for the subscription's period [start, end), finalized (or voided while paused). */
  function makeInvoice(sub: FakeSubscription, reason: FakeInvoice['billing_reason'], start: number, end: number, amount: number): FakeInvoice {
    const item = sub.items.data[0]!;
    const invoice: FakeInvoice = {
      id: fakeId('in'), object: 'invoice', customer: sub.customer, status: 'draft', amount_due: amount, amount_paid: 0, amount_remaining: amount,
      currency: item.price.currency, total: amount, subtotal: amount, billing_reason: reason, collection_method: 'charge_automatically',
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
      lines: {
        object: 'list', has_more: false,
        data: [{
          id: fakeId('il'), object: 'line_item', amount, currency: item.price.currency, quantity: item.quantity, period: { start, end },
          pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product }, unit_amount_decimal: String(item.price.unit_amount) },
          parent: { type: 'subscription_item_details', subscription_item_details: { subscription: sub.id, subscription_item: item.id, proration: false } },
        }],
      },
      period_start: item.current_period_start, period_end: start, attempt_count: 0, attempted: false, next_payment_attempt: null,
      // Stripe makes a period's invoice when the period starts: `cycle` (the months to come, billed now) dates it then.
      status_transitions: { finalized_at: null, paid_at: null, voided_at: null }, metadata: {}, created: reason === 'subscription_cycle' ? start : nowSeconds(), livemode: false,
    };
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    emit('invoice.created', invoice);
    if (sub.pause_collection?.behavior === 'void') {
      Object.assign(invoice, { status: 'void', amount_remaining: 0 });
      invoice.status_transitions.voided_at = nowSeconds();
      emit('invoice.voided', invoice);
    } else if (amount === 0) {
      Object.assign(invoice, { status: 'paid', next_payment_attempt: null });
      invoice.status_transitions.finalized_at = invoice.status_transitions.paid_at = nowSeconds();
      emit('invoice.paid', invoice);
    } else {
      invoice.status = 'open';
      invoice.status_transitions.finalized_at = nowSeconds();
      emit('invoice.finalized', invoice);
    }
    return invoice;
  }

  /** The creation of a subscription, once fake-stripe-billing-routes.ts has checked the request. */
  function startSubscription(sub: FakeSubscription, anchor: number, day: number): FakeInvoice {
    const now = nowSeconds();
    const item = sub.items.data[0]!;
    const billsNow = anchor <= now;
    // Billing at once: the first full period is invoiced now. A future anchor: a free stub period
    // (proration_behavior none, or a trial) with a $0 invoice, then the first full invoice at the anchor.
    periods.set(sub.id, { anchor, day, billed: billsNow ? 1 : 0 });
    subscriptions.set(sub.id, sub);
    item.current_period_start = now;
    item.current_period_end = billsNow ? addMonths(anchor, 1, day) : anchor;
    emit('customer.subscription.created', sub);
    const invoice = makeInvoice(sub, 'subscription_create', now, item.current_period_end, billsNow ? item.price.unit_amount * item.quantity : 0);
    if (invoice.status === 'open') charge(invoice, sub, {});
    return invoice;
  }

  return {
    customers, products, subscriptions, invoices, invoicePayments, setupIntents, requests: [], settings, attached, customerOfMethod, startSubscription,
    cycle(subscriptionId, options = {}) {
      const sub = findSubscription(subscriptionId);
      if (sub.status === 'canceled') throw new Error(`fake Stripe: ${subscriptionId} is canceled and bills no more`);
      const from = core.webhooks.events.length;
      const item = sub.items.data[0]!;
      const period = periods.get(sub.id)!;
      const start = addMonths(period.anchor, period.billed, period.day);
      const end = addMonths(period.anchor, period.billed + 1, period.day);
      period.billed += 1;
      const invoice = makeInvoice(sub, 'subscription_cycle', start, end, item.price.unit_amount * item.quantity);
      Object.assign(item, { current_period_start: start, current_period_end: end });
      if (sub.status === 'trialing') sub.status = 'active';
      emit('customer.subscription.updated', sub);
      if (invoice.status === 'open') charge(invoice, sub, options);
      return { invoice, intent: intentOf.has(invoice.id) ? core.intents.get(intentOf.get(invoice.id)!)! : null, events: core.webhooks.events.slice(from) };
    },
    retry(invoiceId, options = {}) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`fake Stripe has no invoice ${invoiceId}`);
      if (invoice.status !== 'open') throw new Error(`fake Stripe: invoice ${invoiceId} is ${invoice.status}, not open`);
      return charge(invoice, findSubscription(invoice.parent.subscription_details.subscription), options);
    },
    confirmSetup(id, key) {
      const setup = setupIntents.get(id);
      if (!setup) throw new Error(`fake Stripe has no setup intent ${id}`);
      const method = FAKE_STRIPE_TEST_METHODS[key];
      if (method.refusal) {
        Object.assign(setup, { status: 'requires_payment_method', last_setup_error: { ...method.refusal } });
        emit('setup_intent.setup_failed', setup);
        return setup;
      }
      Object.assign(setup, { status: 'succeeded', payment_method: method.id, last_setup_error: null });
      if (setup.customer) attached.set(method.id, setup.customer);
      emit('setup_intent.succeeded', setup);
      return setup;
    },
    invoicesOf: (subscriptionId) => [...invoices.values()].filter((i) => i.parent.subscription_details.subscription === subscriptionId),
    intentOfInvoice: (invoiceId) => intentOf.get(invoiceId) ?? null,
  };
}

/** What the routes need beyond the tests' controls. */
export interface FakeBillingInternal extends FakeBilling {
  startSubscription(sub: FakeSubscription, anchor: number, day: number): FakeInvoice;
  intentOfInvoice(invoiceId: string): string | null;
}
