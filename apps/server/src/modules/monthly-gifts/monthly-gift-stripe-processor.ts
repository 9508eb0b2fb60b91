import Stripe from 'stripe';
import { CARD_ERROR_STATUS, MONTHLY_GIFT_MESSAGES } from '@walkfund/domain';
import type { StripeBilling } from '../../integrations/payments/stripe-billing.ts';
import type { ProviderSubscription } from '../../integrations/payments/billing-events.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MonthlyGiftProcessor, ProcessorGiftFields } from './monthly-gift-processor.ts';
import type { MonthlyGiftRow } from './monthly-gift.repo.ts';

const BAD_GATEWAY = 502;

/** What the donor reads when a Stripe step cannot go on (docs/features/monthly-gifts.md, "With Stripe"). */
export const STRIPE_MONTHLY_MESSAGES = {
  notSetUp: 'This monthly gift is still being set up with the card processor. Please try again in a minute.',
  setupNotFound: 'We could not find that card setup. Please enter the card again.',
  setupNotConfirmed: 'The new card was not confirmed. Please enter it again.',
  updateCardFirst: 'The card processor stopped this monthly gift after its payments failed: update the card to start it again.',
} as const;

/** The event's product, one per event city and year, found by its metadata (stripe-billing.ts ensureProduct). */
const productOf = (gift: Pick<MonthlyGiftRow, 'eventCity' | 'eventYear'>) => {
  const city = gift.eventCity.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event';
  return { key: `monthly-gift-${gift.eventYear}-${city}`, name: `Monthly gift: ${gift.eventCity} ${gift.eventYear}`.trim() };
};

/**
 * A call to Stripe on behalf of the donor or an admin: a refused card answers 402 with Stripe's
 * message, Stripe unreachable or refusing the request 502, so nothing is written here (the service
 * calls the processor before it writes).
 */
async function onStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Stripe.errors.StripeCardError) throw new AppError(CARD_ERROR_STATUS, err.message);
    if (err instanceof Stripe.errors.StripeError) throw new AppError(BAD_GATEWAY, MONTHLY_GIFT_MESSAGES.processorUnavailable);
    throw err;
  }
}

/**
 * Monthly gifts with Stripe keys (docs/features/monthly-gifts.md, "With Stripe"): a Subscription
 * per gift bills each month by itself (`chargesEachMonth` false); its invoice.paid is recorded by
 * monthly-gift-stripe-webhooks.ts. Each change of the donor or an admin reaches the subscription.
 */
export function createStripeMonthlyGiftProcessor(billing: StripeBilling): MonthlyGiftProcessor {
  /** The gift's subscription; a gift whose start job has not run yet has none (the job reads the gift as it is then). */
  async function subscriptionOf(gift: MonthlyGiftRow): Promise<ProviderSubscription | null> {
    if (!gift.providerSubscriptionId) return null;
    return billing.retrieveSubscription(gift.providerSubscriptionId);
  }

  /** A subscription from the customer's saved card, billed from the next occurrence of the gift's day (one per gift: the idempotency key and the metadata). */
  async function subscribe(gift: MonthlyGiftRow, customerId: string, paymentMethodId: string, chargeCents: number, again?: string): Promise<ProviderSubscription> {
    const existing = await billing.findSubscription(customerId, gift.id);
    if (existing && existing.status !== 'canceled' && existing.status !== 'incomplete_expired') return existing;
    const product = productOf(gift);
    const productId = await billing.ensureProduct(product.key, product.name);
    return billing.createSubscription({
      monthlyGiftId: gift.id,
      customerId,
      paymentMethodId,
      amountCents: chargeCents,
      dayOfMonth: gift.dayOfMonth,
      productId,
      description: `${product.name} (monthly gift ${gift.id})`,
      // Made again after Stripe ended the first (its key would answer the ended one).
      ...(again ? { idempotencyKey: `walkfund-monthly-gift-${gift.id}-subscription-${again}` } : {}),
    });
  }

  return {
    kind: 'stripe',
    chargesEachMonth: false,

    /**
     * The start job: the customer and card the first checkout saved, and the subscription, which
     * bills from next month on the gift's day. A retried job finds the subscription it made.
     */
    async startAfterFirstGift({ gift, firstPaymentId, chargeCents }): Promise<ProcessorGiftFields> {
      if (gift.providerSubscriptionId) return {};
      if (!firstPaymentId) throw new Error(`monthly gift ${gift.id}: its first payment is unknown`);
      const saved = await billing.savedCardOf(firstPaymentId);
      if (!saved) throw new Error(`monthly gift ${gift.id}: the first payment ${firstPaymentId} saved no card to a customer`);
      const sub = await subscribe(gift, saved.customerId, saved.paymentMethodId, chargeCents);
      // Paused by the donor before the job ran: nothing is collected until they resume.
      if (gift.status === 'paused' && !sub.collectionPaused) await billing.pause(sub.id);
      return { providerCustomerId: saved.customerId, providerSubscriptionId: sub.id };
    },

    async chargeMonth() {
      // Stripe's invoices charge each month; this server records them (monthly-gift-stripe-webhooks.ts).
      return { ok: false, code: 'not_supported', message: MONTHLY_GIFT_MESSAGES.testModeOnly };
    },

    async changeAmount({ gift, chargeCents }) {
      if (!gift.providerSubscriptionId) return;
      await onStripe(() => billing.changeAmount(gift.providerSubscriptionId!, chargeCents));
    },

    async pause(gift) {
      if (!gift.providerSubscriptionId) return;
      await onStripe(() => billing.pause(gift.providerSubscriptionId!));
    },

    /**
     * Collection again from the next invoice. A gift that failed: its open invoice is charged now
     * (Stripe makes an unpaid subscription active again once its latest invoice is paid); one
     * Stripe ended after the last retry needs a new card first.
     */
    async resume({ gift }) {
      await onStripe(async () => {
        const sub = await subscriptionOf(gift);
        if (!sub) return;
        if (sub.status === 'canceled' || sub.status === 'incomplete_expired') throw AppError.conflict(STRIPE_MONTHLY_MESSAGES.updateCardFirst);
        if (sub.collectionPaused) await billing.resume(sub.id);
        if (sub.status === 'past_due' || sub.status === 'unpaid') await payOpenInvoiceOrRefuse(sub.id);
      });
    },

    async cancel(gift) {
      if (!gift.providerSubscriptionId) return;
      await onStripe(() => billing.cancel(gift.providerSubscriptionId!));
    },

    /**
     * Stripe's card update in two steps: `{}` answers a SetupIntent's secret for Stripe.js; the
     * confirmed `{ setupIntentId }` becomes the subscription's card (Stripe's retries use it too),
     * an open invoice of a gift behind is charged with it, and a subscription Stripe ended after
     * its last retry is made again from it.
     */
    async updateCard({ gift, card }) {
      if (card.testCard) throw AppError.badRequest(MONTHLY_GIFT_MESSAGES.testCardOnly);
      if (!gift.providerCustomerId || !gift.providerSubscriptionId) throw AppError.conflict(STRIPE_MONTHLY_MESSAGES.notSetUp);
      const customerId = gift.providerCustomerId;
      if (!card.setupIntentId) {
        const setup = await onStripe(() => billing.createSetupIntent(customerId, { monthlyGiftId: String(gift.id) }));
        return { kind: 'setup', setupSecret: setup.secret };
      }
      const setupIntentId = card.setupIntentId;
      return onStripe(async () => {
        const setup = await billing.retrieveSetupIntent(setupIntentId);
        // Only a setup made for this gift's customer and this gift: another donor's card is never taken.
        if (!setup || setup.customerId !== customerId || setup.metadata.monthlyGiftId !== String(gift.id)) throw AppError.notFound(STRIPE_MONTHLY_MESSAGES.setupNotFound);
        if (setup.status !== 'succeeded' || !setup.paymentMethodId) throw new AppError(CARD_ERROR_STATUS, STRIPE_MONTHLY_MESSAGES.setupNotConfirmed);
        const paymentMethodId = setup.paymentMethodId;
        const method = await billing.paymentMethod(paymentMethodId);
        const sub = await billing.retrieveSubscription(gift.providerSubscriptionId!);
        const fields: ProcessorGiftFields = { paymentMethod: method };
        if (!sub || sub.status === 'canceled' || sub.status === 'incomplete_expired') {
          const made = await subscribe(gift, customerId, paymentMethodId, sub?.amountCents ?? gift.amountCents, setupIntentId);
          return { kind: 'saved', fields: { ...fields, providerSubscriptionId: made.id } };
        }
        // Behind: the open month is charged on the new card first; declined, nothing changes.
        if (sub.status === 'past_due' || sub.status === 'unpaid') await payOpenInvoiceOrRefuse(sub.id, paymentMethodId);
        await billing.setDefaultPaymentMethod(sub.id, paymentMethodId);
        return { kind: 'saved', fields };
      });
    },
  };

  /** The open invoice charged now (on `paymentMethodId`, else the subscription's card); still open afterwards (declined), the donor is told. */
  async function payOpenInvoiceOrRefuse(subscriptionId: string, paymentMethodId?: string): Promise<void> {
    const invoice = await billing.payOpenInvoice(subscriptionId, paymentMethodId);
    if (invoice && invoice.status === 'open') throw new AppError(CARD_ERROR_STATUS, 'Your card was declined. Please try another card.');
  }
}
