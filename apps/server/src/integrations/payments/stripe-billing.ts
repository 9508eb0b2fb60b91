import Stripe from 'stripe';
import type { RecordedPaymentMethod } from '@walkfund/domain';
import type { ProviderInvoice, ProviderSubscription } from './billing-events.ts';
import { toProviderInvoice, toProviderSubscription } from './stripe-billing-events.ts';
import { clientConfig, paymentMethodOfCharge } from './stripe-provider.ts';

export interface StripeBillingOptions {
  secretKey: string;
  /** Base URL of the Stripe API; tests point it at a local fake server. */
  apiBase?: string;
}

/**
 * The UTC hour a monthly gift's invoice is made on its day: 05:00 UTC is at or before midnight in
 * America/Chicago (00:00 CDT, 23:00 CST the evening before; docs/decisions/0107-time-zone.md), and
 * Stripe charges the invoice about an hour later, on the gift's day. Being before the day starts
 * there, the first gift (paid at checkout on that day) is never followed by a second charge the
 * same day: the next occurrence of the anchor is always next month's.
 */
export const MONTHLY_ANCHOR_UTC_HOUR = 5;

export interface NewSubscription {
  monthlyGiftId: number;
  customerId: string;
  /** The card saved at the first checkout (setup_future_usage): charged each month. */
  paymentMethodId: string;
  /** Charged each month: the donation, and the covered fee when the donor covers it. */
  amountCents: number;
  /** The day of the month it bills on (1-31; a shorter month bills on its last day). */
  dayOfMonth: number;
  productId: string;
  description: string;
  /** Default walkfund-monthly-gift-<id>-subscription: one subscription per gift however often the job runs. */
  idempotencyKey?: string;
}

/** The invoice's payment: its PaymentIntent's id, once one was made. */
export interface InvoicePaymentRef {
  paymentIntentId: string;
  status: string;
}

/** A SetupIntent as the card update reads it (docs/features/monthly-gifts.md). */
export interface ProviderSetup {
  id: string;
  status: string;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
}

const isMissing = (err: unknown) => err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing';

/** The card or wallet of a saved payment method (the charge's payment_method_details have the same shape). */
function methodOfPaymentMethod(pm: Stripe.PaymentMethod): RecordedPaymentMethod | null {
  return paymentMethodOfCharge({ type: pm.type, card: pm.card, link: pm.link, us_bank_account: pm.us_bank_account } as unknown as Stripe.Charge.PaymentMethodDetails);
}

/**
 * Stripe Billing for monthly gifts (docs/features/monthly-gifts.md, "With Stripe"): the customer
 * and saved card from the first checkout, one product per event, a subscription per gift whose
 * price is inline (price_data), its changes, SetupIntents for a new card, and the invoices Stripe
 * makes each month. Creations carry idempotency keys derived from our ids, so a retried job or
 * request never makes a second object.
 */
export function createStripeBilling(options: StripeBillingOptions) {
  const stripe = new Stripe(options.secretKey, clientConfig(options.apiBase));
  const products = new Map<string, string>();

  const retrieveSubscription = async (id: string) => {
    try {
      return await stripe.subscriptions.retrieve(id);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };

  return {
    /**
     * The event's product (key e.g. "monthly-gift-2027"), found by its metadata or made once: the
     * idempotency key keeps two concurrent first gifts to one product, the search finds it later.
     */
    async ensureProduct(key: string, name: string): Promise<string> {
      const known = products.get(key);
      if (known) return known;
      const found = await stripe.products.search({ query: `metadata['walkfundProduct']:'${key}'`, limit: 1 });
      const id = found.data[0]?.id ?? (await stripe.products.create({ name, metadata: { walkfundProduct: key } }, { idempotencyKey: `walkfund-product-${key}` })).id;
      products.set(key, id);
      return id;
    },

    /** The customer and card a first checkout saved (its PaymentIntent's, with setup_future_usage), or null when it saved none. */
    async savedCardOf(paymentIntentId: string): Promise<{ customerId: string; paymentMethodId: string } | null> {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      const customerId = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
      const paymentMethodId = typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null);
      return intent.status === 'succeeded' && customerId && paymentMethodId ? { customerId, paymentMethodId } : null;
    },

    /** The subscription this server made for the gift, if any (its metadata names the gift). */
    async findSubscription(customerId: string, monthlyGiftId: number): Promise<ProviderSubscription | null> {
      for await (const sub of stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
        if (sub.metadata?.monthlyGiftId === String(monthlyGiftId)) return toProviderSubscription(sub);
      }
      return null;
    },

    /**
     * The gift's subscription: billed from next month on its day (billing_cycle_anchor_config, with
     * no prorated first period), since the first month was charged at checkout.
     */
    async createSubscription(input: NewSubscription): Promise<ProviderSubscription> {
      const sub = await stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price_data: { currency: 'usd', product: input.productId, unit_amount: input.amountCents, recurring: { interval: 'month' } } }],
          default_payment_method: input.paymentMethodId,
          billing_cycle_anchor_config: { day_of_month: input.dayOfMonth, hour: MONTHLY_ANCHOR_UTC_HOUR, minute: 0, second: 0 },
          proration_behavior: 'none',
          description: input.description,
          metadata: { monthlyGiftId: String(input.monthlyGiftId) },
        },
        { idempotencyKey: input.idempotencyKey ?? `walkfund-monthly-gift-${input.monthlyGiftId}-subscription` },
      );
      return toProviderSubscription(sub);
    },

    async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
      const sub = await retrieveSubscription(id);
      return sub ? toProviderSubscription(sub) : null;
    },

    /** A new monthly amount from the next invoice on (no proration: this month is as it was). */
    async changeAmount(id: string, amountCents: number): Promise<ProviderSubscription> {
      const sub = await stripe.subscriptions.retrieve(id);
      const item = sub.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${id} has no item`);
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      const updated = await stripe.subscriptions.update(id, {
        items: [{ id: item.id, price_data: { currency: item.price.currency, product, unit_amount: amountCents, recurring: { interval: 'month' } } }],
        proration_behavior: 'none',
      });
      return toProviderSubscription(updated);
    },

    /** Paused: Stripe still makes each month's invoice and voids it, so nothing is charged. */
    async pause(id: string): Promise<ProviderSubscription> {
      return toProviderSubscription(await stripe.subscriptions.update(id, { pause_collection: { behavior: 'void' } }));
    },

    async resume(id: string): Promise<ProviderSubscription> {
      return toProviderSubscription(await stripe.subscriptions.update(id, { pause_collection: '' }));
    },

    /** Cancelled at once; one that is cancelled already (or gone) is left as it is. */
    async cancel(id: string): Promise<void> {
      const sub = await retrieveSubscription(id);
      if (!sub || sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
      await stripe.subscriptions.cancel(id);
    },

    /** The card charged from now on, retries of an open invoice included (Stripe tries the subscription's default first). */
    async setDefaultPaymentMethod(id: string, paymentMethodId: string): Promise<ProviderSubscription> {
      return toProviderSubscription(await stripe.subscriptions.update(id, { default_payment_method: paymentMethodId }));
    },

    /** A SetupIntent for the customer's new card, confirmed in the browser with its client secret. */
    async createSetupIntent(customerId: string, metadata: Record<string, string>): Promise<{ id: string; secret: string }> {
      const setup = await stripe.setupIntents.create({ customer: customerId, usage: 'off_session', automatic_payment_methods: { enabled: true, allow_redirects: 'never' }, metadata });
      if (!setup.client_secret) throw new Error(`Stripe returned SetupIntent ${setup.id} without a client secret`);
      return { id: setup.id, secret: setup.client_secret };
    },

    async retrieveSetupIntent(id: string): Promise<ProviderSetup | null> {
      try {
        const setup = await stripe.setupIntents.retrieve(id);
        const customer = setup.customer;
        const pm = setup.payment_method;
        return {
          id: setup.id,
          status: setup.status,
          customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
          paymentMethodId: typeof pm === 'string' ? pm : (pm?.id ?? null),
          metadata: (setup.metadata ?? {}) as Record<string, string>,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    /** How a saved payment method pays (brand and last four of a card, the wallet it is in). */
    async paymentMethod(id: string): Promise<RecordedPaymentMethod | null> {
      try {
        return methodOfPaymentMethod(await stripe.paymentMethods.retrieve(id));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
      try {
        return toProviderInvoice(await stripe.invoices.retrieve(id));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    /** The invoice's paid payment (its PaymentIntent), or the latest attempt when none is paid. */
    async invoicePayment(invoiceId: string): Promise<InvoicePaymentRef | null> {
      const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
      const chosen = payments.data.find((p) => p.status === 'paid') ?? payments.data[0];
      const intent = chosen?.payment.payment_intent;
      const paymentIntentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
      return paymentIntentId ? { paymentIntentId, status: chosen!.status } : null;
    },

    /** A subscription's paid invoices made since `since`, newest first (the reconciler's look for months whose webhook never came). */
    async paidInvoicesOf(subscriptionId: string, since: Date): Promise<ProviderInvoice[]> {
      const found: ProviderInvoice[] = [];
      for await (const invoice of stripe.invoices.list({ subscription: subscriptionId, status: 'paid', created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 })) {
        found.push(toProviderInvoice(invoice));
      }
      return found;
    },

    /**
     * Charges the subscription's open invoice now (on `paymentMethodId`, a new card, else the
     * subscription's), if it has one; answers the invoice as it ends (still open: declined).
     */
    async payOpenInvoice(subscriptionId: string, paymentMethodId?: string): Promise<ProviderInvoice | null> {
      const open = await stripe.invoices.list({ subscription: subscriptionId, status: 'open', limit: 1 });
      const invoice = open.data[0];
      if (!invoice?.id) return null;
      try {
        return toProviderInvoice(await stripe.invoices.pay(invoice.id, paymentMethodId ? { payment_method: paymentMethodId } : {}));
      } catch (err) {
        // Declined again: the invoice stays open for Stripe's retries; the webhook says so.
        if (err instanceof Stripe.errors.StripeCardError) return toProviderInvoice(await stripe.invoices.retrieve(invoice.id));
        throw err;
      }
    },
  };
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;
