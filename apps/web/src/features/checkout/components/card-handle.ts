import type { PaymentCreateResponse, PaymentMethodType } from '@walkfund/domain';
import type { BillingDraft } from '../lib/checkout-payload.ts';

/** Who pays: for the card provider's billing details. */
export interface CardHolder {
  billing: BillingDraft;
  email: string;
  phone: string;
}

/**
 * How a confirmation ended (docs/features/payment-methods.md): paid now, or a bank transfer on its
 * way (processing: pending until it clears), or refused with the processor's message.
 */
export type ConfirmOutcome = { status: 'succeeded' | 'processing' } | { status: 'refused'; message: string };

/** What a payment field (test-mode or Stripe) lets the checkout do. */
export interface CardHandle {
  /** A message when the payment details cannot be used yet; checked before a payment is created. */
  precheck(): string | null;
  /**
   * Runs at the donor's tap, before the payment is created (Stripe's elements.submit() in
   * deferred-intent mode): a message when the details are refused, else null.
   */
  prepare?(): Promise<string | null>;
  /** Confirms the payment with the method entered. */
  confirm(payment: PaymentCreateResponse, holder: CardHolder): Promise<ConfirmOutcome>;
}

/** The method the donor chose in the payment field (its fee rule prices the covered fee). */
export type MethodChange = (method: PaymentMethodType) => void;
