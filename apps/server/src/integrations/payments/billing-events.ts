/**
 * What a processor's recurring billing reports (docs/features/monthly-gifts.md, "With Stripe"),
 * in this server's words: an invoice is one month of a monthly gift, a subscription is the gift at
 * the processor. Stripe's objects are read into these in stripe-billing-events.ts.
 */

/** Where a subscription stands at the processor. */
export type ProviderSubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'paused';

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  /** The monthly gift it bills (its metadata.monthlyGiftId), when this server made it. */
  monthlyGiftId: number | null;
  /** The one item and what it bills each month. */
  itemId: string;
  amountCents: number;
  currency: string;
  /** Collection paused (pause_collection set): invoices are voided, nothing is charged. */
  collectionPaused: boolean;
  defaultPaymentMethodId: string | null;
  /** Ended because its payments failed (Stripe cancelled it after the last retry). */
  endedForNonPayment: boolean;
}

export interface ProviderInvoice {
  id: string;
  /** The subscription that made it; null for an invoice of something else. */
  subscriptionId: string | null;
  /** The monthly gift, from the subscription's metadata as the invoice keeps it. */
  monthlyGiftId: number | null;
  customerId: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible' | null;
  /** subscription_create is the first invoice, made when the subscription is (the first month was paid at checkout). */
  billingReason: string | null;
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  /** The month it bills (YYYY-MM), from its subscription line's period start. */
  period: string | null;
  attemptCount: number;
  /** When the processor tries again; null after a failure means it will not (the last retry failed). */
  nextAttemptAt: Date | null;
  createdAt: Date;
}

/** A billing event of the processor's signed webhooks. */
export type BillingWebhookEvent =
  /** A month was paid (invoice.paid). */
  | { type: 'invoicePaid'; invoice: ProviderInvoice }
  /** A month's charge was declined (invoice.payment_failed); the processor may retry it. */
  | { type: 'invoiceFailed'; invoice: ProviderInvoice }
  /** The subscription changed or ended (customer.subscription.updated / deleted). */
  | { type: 'subscriptionChanged'; subscription: ProviderSubscription; ended: boolean };
