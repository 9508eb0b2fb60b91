import type Stripe from 'stripe';
import type { BillingWebhookEvent, ProviderInvoice, ProviderSubscription, ProviderSubscriptionStatus } from './billing-events.ts';

/*
 * Stripe Billing's objects read into this server's words (billing-events.ts), for the API version
 * the SDK pins: an invoice names its subscription in parent.subscription_details (no top-level
 * `subscription` since 2025-03-31.basil), its payments are InvoicePayment objects, a subscription
 * item carries its own period.
 */

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The monthly gift a subscription (or its invoice's snapshot of the subscription's metadata) names. */
function giftIdOf(metadata: Record<string, string> | null | undefined): number | null {
  const value = metadata?.monthlyGiftId;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** The month a time falls in, as Stripe bills it: UTC (the billing anchor is set in UTC, stripe-billing.ts). */
function periodOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 7);
}

export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status as ProviderSubscriptionStatus,
    monthlyGiftId: giftIdOf(sub.metadata),
    itemId: item?.id ?? '',
    amountCents: (item?.price.unit_amount ?? 0) * (item?.quantity ?? 1),
    currency: item?.price.currency ?? 'usd',
    collectionPaused: Boolean(sub.pause_collection),
    defaultPaymentMethodId: idOf(sub.default_payment_method),
    endedForNonPayment: sub.status === 'canceled' && sub.cancellation_details?.reason === 'payment_failed',
  };
}

/** Before 2025-03-31.basil an invoice named its subscription at the top (a webhook endpoint on an older API version still sends that). */
type LegacyInvoice = { subscription?: string | { id: string } | null; subscription_details?: { metadata?: Record<string, string> | null } | null };

export function toProviderInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const legacy = invoice as unknown as LegacyInvoice;
  const details = invoice.parent?.subscription_details ?? (legacy.subscription ? { subscription: legacy.subscription, metadata: legacy.subscription_details?.metadata ?? null } : null);
  // The subscription's line (a subscription invoice has one per item): its period is the month billed.
  const line = invoice.lines?.data.find((l) => l.parent?.subscription_item_details) ?? invoice.lines?.data[0];
  return {
    id: invoice.id ?? '',
    subscriptionId: idOf(details?.subscription),
    monthlyGiftId: giftIdOf(details?.metadata),
    customerId: idOf(invoice.customer),
    status: invoice.status as ProviderInvoice['status'],
    billingReason: invoice.billing_reason ?? null,
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    period: line ? periodOf(line.period.start) : null,
    attemptCount: invoice.attempt_count,
    nextAttemptAt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null,
    createdAt: new Date(invoice.created * 1000),
  };
}

/** The billing events this server acts on; null for any other event. */
export function billingEventOf(event: Stripe.Event): BillingWebhookEvent | null {
  switch (event.type) {
    case 'invoice.paid':
      return { type: 'invoicePaid', invoice: toProviderInvoice(event.data.object) };
    case 'invoice.payment_failed':
      return { type: 'invoiceFailed', invoice: toProviderInvoice(event.data.object) };
    case 'customer.subscription.updated':
      return { type: 'subscriptionChanged', subscription: toProviderSubscription(event.data.object), ended: false };
    case 'customer.subscription.deleted':
      return { type: 'subscriptionChanged', subscription: toProviderSubscription(event.data.object), ended: true };
    default:
      return null;
  }
}
