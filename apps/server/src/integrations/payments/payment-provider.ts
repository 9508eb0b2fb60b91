import type { FeeRule, PaymentProviderKind, RecordedPaymentMethod } from '@walkfund/domain';
import type { BillingWebhookEvent } from './billing-events.ts';

export interface CreatePaymentInput {
  amountCents: number;
  /** The same key returns the same payment (Stripe idempotency). */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  /**
   * The fee rule the checkout was priced with (docs/features/payment-methods.md): a payment priced at
   * the bank-transfer rate takes a bank transfer only; one priced at the card rate, what the account enables.
   */
  feeRule?: FeeRule;
  /**
   * The first checkout of a monthly gift (docs/features/monthly-gifts.md): the card is saved for the
   * months after. Stripe makes a Customer for the donor and saves the card to it (setup_future_usage
   * off_session); the test-mode processor saves its card with the gift instead.
   */
  saveFor?: { email: string; name: string };
}

/**
 * Where a payment stands: `processing` is a bank transfer on its way (pending, not counted),
 * `failed` one that the processor gave up on after it was submitted, `open` one still waiting
 * for the donor (no method confirmed, or a card refused and left open for another).
 */
export type ProviderPaymentStatus = 'succeeded' | 'processing' | 'failed' | 'open';

/** A provider's view of one payment. */
export interface ProviderPayment {
  id: string;
  succeeded: boolean;
  status: ProviderPaymentStatus;
  /** How it is paid, when the processor says (the charge's payment_method_details with Stripe). */
  method: RecordedPaymentMethod | null;
  amountCents: number;
  currency: string;
  /** The provider's last refusal message, if any. */
  failureMessage: string | null;
  /** What is kept with the transaction as paymentDetails (never a secret). */
  details: Record<string, unknown>;
}

export interface CreateRefundInput {
  /** The provider payment to refund (Stripe PaymentIntent id). */
  paymentId: string;
  amountCents: number;
  /** The same key returns the same refund (Stripe idempotency). */
  idempotencyKey: string;
  /** The admin's reason, kept with the refund at the provider (Stripe: metadata.reason). */
  reason: string;
  metadata: Record<string, string>;
}

/** Stripe's refund statuses; failed and canceled refunds returned no money. */
export type ProviderRefundStatus = 'succeeded' | 'pending' | 'requires_action' | 'failed' | 'canceled';

/** A provider's view of one refund. */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  status: ProviderRefundStatus;
  /** As sent: `walkfundRefundId` names the refund row of a refund this server asked for. */
  metadata: Record<string, string>;
  /** The reason given with the refund (ours, or Stripe's own for a dashboard refund), if any. */
  reason: string | null;
  failureMessage: string | null;
}

/** Whether a refund returned (or is returning) money: failed and canceled ones did not. */
export const refundReturnsMoney = (refund: Pick<ProviderRefund, 'status'>) => refund.status !== 'failed' && refund.status !== 'canceled';

/** The provider refused a refund for good (nothing was refunded); the message says why. */
export class RefundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefusedError';
  }
}

export type PaymentWebhookEvent =
  | { kind: 'succeeded'; payment: ProviderPayment }
  /** A payment that settles later was submitted (a bank transfer): pending until succeeded or failed. */
  | { kind: 'processing'; payment: ProviderPayment }
  | { kind: 'failed'; payment: ProviderPayment }
  /** A refund of the payment was made or changed (e.g. in Stripe's dashboard): its refunds are read again. */
  | { kind: 'refunded'; paymentId: string }
  /** A monthly gift's subscription changed or billed a month (billing-events.ts). */
  | { kind: 'billing'; event: BillingWebhookEvent }
  | { kind: 'ignored'; type: string };

/** A webhook whose signature does not verify against the raw body. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * The card processor behind checkout (docs/decisions/0112-payments-exactly-once.md, docs/decisions/0113-test-mode-processor.md): Stripe when its keys are set, else the
 * built-in test-mode processor. The flow is the same for both: create -> the browser confirms
 * with the secret -> the server records once the provider reports success.
 */
/** What this server keeps of a payment in its checkout row. */
export interface StoredPaymentState {
  amountCents: number;
  /** The checkout's status: `succeeded` or `recorded` once the card was charged, `processing` while a bank transfer is pending. */
  status: string;
  failureMessage: string | null;
  /** The method the test-mode processor took (docs/features/payment-methods.md). */
  paymentMethod?: RecordedPaymentMethod | null;
}

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** The key the browser loads Stripe.js with (Stripe only). */
  readonly publishableKey?: string;
  createPayment(input: CreatePaymentInput): Promise<{ id: string; secret: string }>;
  /**
   * A payment made here without calling anyone (the test-mode processor): made before its checkout
   * is written, so the checkout and its payment are one statement. Stripe has none: its payment is
   * created after the checkout, with an idempotency key from the checkout's id.
   */
  newPayment?(): { id: string; secret: string };
  /**
   * null when the provider does not know the id. `stored` is the payment's checkout row when the
   * caller already holds it: a processor whose state is that row (the test-mode one) answers from
   * it instead of reading it again; Stripe is asked whatever is passed.
   */
  retrievePayment(id: string, stored?: StoredPaymentState): Promise<ProviderPayment | null>;
  /**
   * Refunds (part of) a succeeded payment. Throws RefundRefusedError when the provider refused it
   * for good; any other error leaves the outcome unknown (ask again with the same idempotency key).
   */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  /** Every refund of a payment, as the provider knows them. */
  listRefunds(paymentId: string): Promise<ProviderRefund[]>;
  /** Verifies and reads a signed webhook (Stripe only); throws WebhookSignatureError. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent;
}
