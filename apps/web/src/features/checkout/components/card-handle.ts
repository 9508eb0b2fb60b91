import type { PaymentCreateResponse } from '@walkfund/domain';
import type { BillingDraft } from '../lib/checkout-payload.ts';

/** Who pays: for the card provider's billing details. */
export interface CardHolder {
  billing: BillingDraft;
  email: string;
  phone: string;
}

/** What a card field (test-mode or Stripe) lets the checkout do. */
export interface CardHandle {
  /** A message when the card details cannot be used yet; checked before a payment is created. */
  precheck(): string | null;
  /** Confirms the payment with the card: null on success, the provider's message on refusal. */
  confirm(payment: PaymentCreateResponse, holder: CardHolder): Promise<string | null>;
}
