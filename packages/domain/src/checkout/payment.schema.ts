import { z } from 'zod';
import { PAYMENT_ID_MAX_LENGTH, PAYMENT_SECRET_MAX_LENGTH, type LineItemType, type RunType, type SupportingType } from '../constants.ts';
import type { Address } from '../common/fields.ts';
import type { BillingContactInput } from './checkout.schema.ts';

/** HTTP status of a card the processor refused (Stripe answers card errors with 402 too). */
export const CARD_ERROR_STATUS = 402;

/**
 * docs/decisions/0113-test-mode-processor.md: Stripe's published test numbers the built-in test-mode processor accepts.
 * Any future expiry, any CVC.
 */
export const TEST_CARDS = {
  success: { number: '4242424242424242', label: '4242 4242 4242 4242', outcome: 'succeeds' },
  declined: { number: '4000000000000002', label: '4000 0000 0000 0002', outcome: 'Your card was declined.' },
  insufficientFunds: { number: '4000000000009995', label: '4000 0000 0000 9995', outcome: 'Your card has insufficient funds.' },
} as const;

/** Card-error texts (Stripe's wording). */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  incompleteNumber: 'Your card number is incomplete.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  pastExpiry: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  notCompleted: 'The payment has not been completed.',
} as const;

export const TEST_MODE_NOTICE = 'Test mode: no real card is charged. Use the card number 4242 4242 4242 4242 with any future expiry and any CVC.';

/** POST /v1/payment/test-confirm: the browser confirms a test-mode payment with card details. */
export const testPaymentConfirmInputSchema = z.strictObject({
  id: z.string({ error: 'id is required.' }).trim().min(1, 'id is required.').max(PAYMENT_ID_MAX_LENGTH),
  secret: z.string({ error: 'secret is required.' }).trim().min(1, 'secret is required.').max(PAYMENT_SECRET_MAX_LENGTH),
  card: z.strictObject({
    number: z
      .string({ error: CARD_MESSAGES.incompleteNumber })
      .max(40, CARD_MESSAGES.incorrectNumber)
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, CARD_MESSAGES.incompleteNumber)),
    expMonth: z.coerce.number({ error: CARD_MESSAGES.incompleteExpiry }).int(CARD_MESSAGES.incompleteExpiry).min(1, CARD_MESSAGES.incompleteExpiry).max(12, CARD_MESSAGES.incompleteExpiry),
    /** Two or four digits. */
    expYear: z.coerce.number({ error: CARD_MESSAGES.incompleteExpiry }).int(CARD_MESSAGES.incompleteExpiry).min(0, CARD_MESSAGES.incompleteExpiry).max(9999, CARD_MESSAGES.incompleteExpiry),
    cvc: z.string({ error: CARD_MESSAGES.incompleteCvc }).trim().regex(/^\d{3,4}$/, CARD_MESSAGES.incompleteCvc),
  }),
});
export type TestPaymentConfirmInput = z.infer<typeof testPaymentConfirmInputSchema>;

export type PaymentProviderKind = 'stripe' | 'test';

/** Answer of GET /v1/payment/config: which card field the checkout mounts. */
export interface PaymentConfigResponse {
  provider: PaymentProviderKind;
  /** Stripe only: the key to load Stripe.js with. */
  publishableKey?: string;
}

/** Answer of POST /v1/payment. */
export interface PaymentCreateResponse {
  /** Provider payment id (Stripe PaymentIntent id, or "test_pi_..."). */
  id: string;
  /** Client secret: Stripe.js confirms with it; our own endpoints take it as the checkout's capability. */
  secret: string;
  provider: PaymentProviderKind;
  /** Stripe only: the key to load Stripe.js with. */
  publishableKey?: string;
  /** The amount the server computed, in dollars. */
  amount: number;
}

/** Answer of POST /v1/payment/test-confirm. */
export interface TestPaymentConfirmResponse {
  id: string;
  status: 'succeeded';
}

/** A shirt line item's details as recorded (price in dollars). */
export interface ProductDetailsRecord {
  type: string;
  name: string;
  size: string;
  pricePerUnit: number;
  unitCount: number;
  slug?: string;
}

/** A 5k line item's runner as recorded (virtual runners carry their shipping address). */
export interface RunnerDetailsRecord {
  firstName: string;
  lastName: string;
  email: string;
  runType: RunType;
  registrationCost: number;
  phone?: string;
  shirtSize?: string;
  gender: string;
  birthDate: string;
  lifeChurch: boolean;
  lifeChurchLocation?: string | null;
  shipping?: Address | null;
}

export interface TransactionLineItemView {
  id: number;
  type: LineItemType;
  /** Dollars. */
  amount: number;
  primaryContact: string;
  personId: number | null;
  teamId: number | null;
  eventCity: string | null;
  eventYear: number;
  anonymous: boolean;
  myEmployer: string | null;
  useEmployerAsName: boolean;
  productDetails: ProductDetailsRecord | null;
  runnerDetails: RunnerDetailsRecord | null;
  shippingAddress: Address | null;
  createdAt: string;
}

/** A recorded transaction (POST /v1/transactions, GET /v1/transactions/{id}). Money in dollars. */
export interface TransactionView {
  id: number;
  active: boolean;
  createdAt: string;
  supportingType: SupportingType;
  team: { id: number; name: string; slug: string } | null;
  eventCity: string | null;
  eventYear: number;
  /** Subtotal: donation + shirts + shipping + runners. */
  totalAmount: number;
  totalCharged: number;
  feesCovered: number;
  shippingFee: number;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  externalTransactionId: string | null;
  paymentDetails: Record<string, unknown> | null;
  hasShipped: boolean;
  offline: boolean;
  donatorPerson: {
    id: number;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    anonymous: boolean;
    marketing: boolean;
    lifeChurch: boolean;
    lifeChurchLocation: string | null;
  } | null;
  billingContact: BillingContactInput | null;
  shippingAddress: Address | null;
  lineItems: TransactionLineItemView[];
  /** Team members added with this checkout. */
  teamMembers: { firstName: string; lastName: string; email: string; phone: string | null }[];
}
