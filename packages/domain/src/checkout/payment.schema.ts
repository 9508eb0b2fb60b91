import { z } from 'zod';
import { PAYMENT_ID_MAX_LENGTH, PAYMENT_SECRET_MAX_LENGTH, SUPPORTING_TYPES } from './constants.ts';
import { RECORDED_LINE_ITEM_TYPES, RUN_TYPES } from '../lineitems/constants.ts';
import { addressViewSchema } from '../common/address-view.schema.ts';
import { tributeViewSchema } from '../tributes/tribute.schema.ts';
import { CARD_CVC_PATTERN, CARD_MESSAGES } from './card-checks.ts';
import { TEST_WALLETS, recordedPaymentMethodSchema, testBankAccountSchema } from './payment-methods.ts';

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

// Card-error texts and the as-you-type card checks live without zod (card-checks.ts).
export { CARD_MESSAGES } from './card-checks.ts';

export const TEST_MODE_NOTICE = 'Test mode: no real card is charged. Use the card number 4242 4242 4242 4242 with any future expiry and any CVC.';

export const testCardSchema = z.strictObject({
  number: z
    .string({ error: CARD_MESSAGES.incompleteNumber })
    .max(40, CARD_MESSAGES.incorrectNumber)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, CARD_MESSAGES.incompleteNumber)),
  expMonth: z.coerce.number({ error: CARD_MESSAGES.incompleteExpiry }).int(CARD_MESSAGES.incompleteExpiry).min(1, CARD_MESSAGES.incompleteExpiry).max(12, CARD_MESSAGES.incompleteExpiry),
  /** Two or four digits. */
  expYear: z.coerce.number({ error: CARD_MESSAGES.incompleteExpiry }).int(CARD_MESSAGES.incompleteExpiry).min(0, CARD_MESSAGES.incompleteExpiry).max(9999, CARD_MESSAGES.incompleteExpiry),
  cvc: z.string({ error: CARD_MESSAGES.incompleteCvc }).trim().regex(CARD_CVC_PATTERN, CARD_MESSAGES.incompleteCvc),
});
export type TestCard = z.infer<typeof testCardSchema>;

const paymentRef = {
  id: z.string({ error: 'id is required.' }).trim().min(1, 'id is required.').max(PAYMENT_ID_MAX_LENGTH),
  secret: z.string({ error: 'secret is required.' }).trim().min(1, 'secret is required.').max(PAYMENT_SECRET_MAX_LENGTH),
};

/** The test-mode methods (docs/features/payment-methods.md): the card typed, a one-tap test wallet, a test bank account. */
export const TEST_PAYMENT_METHODS = ['card', 'test_wallet', 'test_bank_account'] as const;

/**
 * POST /v1/payment/test-confirm: the browser confirms a test-mode payment, as Stripe.js does with
 * Stripe: `{id, secret, card}` (method "card", the default), `{id, secret, method: 'test_wallet',
 * wallet}` (one tap, no card typed) or `{id, secret, method: 'test_bank_account', bankAccount}`.
 */
export const testPaymentConfirmInputSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) && !('method' in v) ? { ...v, method: 'card' } : v),
  z.discriminatedUnion(
    'method',
    [
      z.strictObject({ ...paymentRef, method: z.literal('card'), card: testCardSchema }),
      z.strictObject({ ...paymentRef, method: z.literal('test_wallet'), wallet: z.enum(TEST_WALLETS, { error: `wallet must be one of ${TEST_WALLETS.join(', ')}.` }) }),
      z.strictObject({ ...paymentRef, method: z.literal('test_bank_account'), bankAccount: testBankAccountSchema }),
    ],
    { error: `method must be one of ${TEST_PAYMENT_METHODS.join(', ')}.` },
  ),
);
export type TestPaymentConfirmInput = z.infer<typeof testPaymentConfirmInputSchema>;

export type PaymentProviderKind = 'stripe' | 'test';

const providerKindSchema = z.enum(['stripe', 'test']);

/** Answer of GET /v1/payment/config: which card field the checkout mounts. */
export const paymentConfigResponseSchema = z.object({
  provider: providerKindSchema,
  /** Stripe only: the key to load Stripe.js with. */
  publishableKey: z.string().optional(),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;

/** Answer of POST /v1/payment (201). */
export const paymentCreateResponseSchema = z.object({
  /** Provider payment id (Stripe PaymentIntent id, or "test_pi_..."). */
  id: z.string(),
  /** Client secret: Stripe.js confirms with it; our own endpoints take it as the checkout's capability. */
  secret: z.string(),
  provider: providerKindSchema,
  /** Stripe only: the key to load Stripe.js with. */
  publishableKey: z.string().optional(),
  /** The amount the server computed, in dollars. */
  amount: z.number(),
});
export type PaymentCreateResponse = z.infer<typeof paymentCreateResponseSchema>;

/**
 * Answer of POST /v1/payment/test-confirm: `succeeded` (card, wallet), or `processing` for a bank
 * transfer that settles later (docs/features/payment-methods.md), as Stripe's PaymentIntent statuses.
 */
export const testPaymentConfirmResponseSchema = z.object({ id: z.string(), status: z.enum(['succeeded', 'processing']) });
export type TestPaymentConfirmResponse = z.infer<typeof testPaymentConfirmResponseSchema>;

/** Answer of POST /v1/payment/webhook to the processor. */
export const paymentWebhookResponseSchema = z.object({ received: z.literal(true) });

/*
 * The records below are stored as JSON with the line item or transaction: their answers keep
 * any key a record carries (looseObject), so a record written before a field was added loses nothing.
 */

/** A shirt line item's details as recorded (price in dollars). */
export const productDetailsRecordSchema = z.looseObject({
  type: z.string(),
  name: z.string(),
  size: z.string(),
  pricePerUnit: z.number(),
  unitCount: z.number(),
  slug: z.string().optional(),
});
export type ProductDetailsRecord = z.infer<typeof productDetailsRecordSchema>;

/** A 5k line item's runner as recorded (virtual runners carry their shipping address). */
export const runnerDetailsRecordSchema = z.looseObject({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  runType: z.enum(RUN_TYPES),
  registrationCost: z.number(),
  phone: z.string().optional(),
  shirtSize: z.string().optional(),
  gender: z.string(),
  birthDate: z.string(),
  lifeChurch: z.boolean(),
  lifeChurchLocation: z.string().nullable().optional(),
  shipping: addressViewSchema.nullable().optional(),
});
export type RunnerDetailsRecord = z.infer<typeof runnerDetailsRecordSchema>;

/** The billing details of a card payment as recorded. */
export const billingContactViewSchema = z.looseObject({
  name_on_card: z.string(),
  billing_address: z.string(),
  billing_city: z.string(),
  billing_state: z.string(),
  billing_zip: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

/** The person a gift is credited to besides the team (docs/decisions/0008-fundraiser-credit.md), as views name them. */
export const fundraiserRefSchema = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });
export type FundraiserRef = z.infer<typeof fundraiserRefSchema>;

export const transactionLineItemViewSchema = z.object({
  id: z.number(),
  type: z.enum(RECORDED_LINE_ITEM_TYPES),
  /** Dollars. */
  amount: z.number(),
  primaryContact: z.string(),
  personId: z.number().nullable(),
  teamId: z.number().nullable(),
  eventCity: z.string().nullable(),
  eventYear: z.number(),
  anonymous: z.boolean(),
  myEmployer: z.string().nullable(),
  useEmployerAsName: z.boolean(),
  productDetails: productDetailsRecordSchema.nullable(),
  runnerDetails: runnerDetailsRecordSchema.nullable(),
  shippingAddress: addressViewSchema.nullable(),
  createdAt: z.string(),
  /** The fundraiser the donation line is credited to, or null. */
  fundraiser: fundraiserRefSchema.nullable(),
});
export type TransactionLineItemView = z.infer<typeof transactionLineItemViewSchema>;

/** A recorded transaction (POST /v1/transactions, GET /v1/transactions/{id}). Money in dollars. */
export const transactionViewSchema = z.object({
  id: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
  supportingType: z.enum(SUPPORTING_TYPES),
  team: z.object({ id: z.number(), name: z.string(), slug: z.string() }).nullable(),
  eventCity: z.string().nullable(),
  eventYear: z.number(),
  /** Subtotal: donation + shirts + shipping + runners. */
  totalAmount: z.number(),
  totalCharged: z.number(),
  feesCovered: z.number(),
  shippingFee: z.number(),
  contactFirstName: z.string(),
  contactLastName: z.string(),
  contactEmail: z.string(),
  externalTransactionId: z.string().nullable(),
  paymentDetails: z.record(z.string(), z.unknown()).nullable(),
  /** How it was paid (docs/features/payment-methods.md); transactions recorded before methods were kept read "card". */
  paymentMethod: recordedPaymentMethodSchema,
  hasShipped: z.boolean(),
  offline: z.boolean(),
  donatorPerson: z
    .object({
      id: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      anonymous: z.boolean(),
      marketing: z.boolean(),
      lifeChurch: z.boolean(),
      lifeChurchLocation: z.string().nullable(),
    })
    .nullable(),
  billingContact: billingContactViewSchema.nullable(),
  shippingAddress: addressViewSchema.nullable(),
  lineItems: z.array(transactionLineItemViewSchema),
  /** Team members added with this checkout. */
  teamMembers: z.array(z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() })),
  /** The fundraiser the donation is credited to besides the team, or null. */
  fundraiser: fundraiserRefSchema.nullable(),
  /** The donor's public message, or null. */
  message: z.string().nullable(),
  /** The random token of the printable receipt (receiptPath): only the donor and admins read a transaction. */
  receiptToken: z.string(),
  /** The check number or reference noted on an offline payment (docs/decisions/0114-offline-payments.md), or null. */
  offlineReference: z.string().nullable(),
  /** Given in honour or in memory of someone (docs/features/tributes.md), or null. */
  tribute: tributeViewSchema.nullable().optional(),
});
export type TransactionView = z.infer<typeof transactionViewSchema>;
