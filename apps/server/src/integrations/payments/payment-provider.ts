import type { PaymentProviderKind } from '@walkfund/domain';

export interface CreatePaymentInput {
  amountCents: number;
  /** The same key returns the same payment (Stripe idempotency). */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/** A provider's view of one payment. */
export interface ProviderPayment {
  id: string;
  succeeded: boolean;
  amountCents: number;
  currency: string;
  /** The provider's last refusal message, if any. */
  failureMessage: string | null;
  /** What is kept with the transaction as paymentDetails (never a secret). */
  details: Record<string, unknown>;
}

export type PaymentWebhookEvent =
  | { kind: 'succeeded'; payment: ProviderPayment }
  | { kind: 'failed'; payment: ProviderPayment }
  | { kind: 'ignored'; type: string };

/** A webhook whose signature does not verify against the raw body. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * The card processor behind checkout (DECISIONS.md 12-13): Stripe when its keys are set, else the
 * built-in test-mode processor. The flow is the same for both: create -> the browser confirms
 * with the secret -> the server records once the provider reports success.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** The key the browser loads Stripe.js with (Stripe only). */
  readonly publishableKey?: string;
  createPayment(input: CreatePaymentInput): Promise<{ id: string; secret: string }>;
  /** null when the provider does not know the id. */
  retrievePayment(id: string): Promise<ProviderPayment | null>;
  /** Verifies and reads a signed webhook (Stripe only); throws WebhookSignatureError. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent;
}
