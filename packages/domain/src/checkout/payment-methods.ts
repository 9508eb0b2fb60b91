import { z } from 'zod';
import { CARD_FEE_PER_MILLE } from './constants.ts';
import { formatCents } from '../money.ts';

/**
 * How a gift is paid (docs/features/payment-methods.md): the closed set of methods a checkout takes
 * (Stripe's payment method types, the wallets told apart from the card they carry), what each is
 * called, which fee rule covers it and whether it settles later.
 */
export const PAYMENT_METHOD_TYPES = ['card', 'apple_pay', 'google_pay', 'link', 'us_bank_account'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** The two fee rules of docs/features/payment-methods.md: cards and wallets, and bank transfers. */
export const FEE_RULES = ['card', 'bank'] as const;
export type FeeRule = (typeof FEE_RULES)[number];

export interface PaymentMethodKind {
  /** What donors and admins read ("Apple Pay"). */
  label: string;
  /** Which covered-fee rate applies (Event Settings: cardFeePercent, or bankFeePercent with bankFeeCapDollars). */
  feeRule: FeeRule;
  /** The payment is pending for days before it succeeds or fails (a bank transfer). */
  settlesLater: boolean;
}

/** One line per method: a new method fails to compile until it is described here. */
export const PAYMENT_METHODS = {
  card: { label: 'Card', feeRule: 'card', settlesLater: false },
  apple_pay: { label: 'Apple Pay', feeRule: 'card', settlesLater: false },
  google_pay: { label: 'Google Pay', feeRule: 'card', settlesLater: false },
  link: { label: 'Link', feeRule: 'card', settlesLater: false },
  us_bank_account: { label: 'Bank transfer', feeRule: 'bank', settlesLater: true },
} as const satisfies Record<PaymentMethodType, PaymentMethodKind>;

export const paymentMethodTypeSchema = z.enum(PAYMENT_METHOD_TYPES, { error: `Payment method must be one of ${PAYMENT_METHOD_TYPES.join(', ')}.` });

export function isPaymentMethodType(value: unknown): value is PaymentMethodType {
  return typeof value === 'string' && (PAYMENT_METHOD_TYPES as readonly string[]).includes(value);
}

/** How a recorded transaction was paid: the method, and the card brand / bank name and last four where there are some. */
export const recordedPaymentMethodSchema = z.object({
  type: z.enum(PAYMENT_METHOD_TYPES),
  /** Card brand ("visa") for cards and wallets, the bank's name for a bank transfer, else null. */
  brand: z.string().nullable(),
  /** Last four digits of the card or account, else null. */
  last4: z.string().nullable(),
});
export type RecordedPaymentMethod = z.infer<typeof recordedPaymentMethodSchema>;

/** What a transaction recorded before methods were kept reads as (migration payment_methods). */
export const UNKNOWN_CARD_METHOD: RecordedPaymentMethod = { type: 'card', brand: null, last4: null };

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay',
};

/** A card brand as people write it ("visa" -> "Visa"); a bank's name as given. */
export function brandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand;
}

/**
 * The method as the receipt, thank-you page and grids show it: "Visa •••• 4242",
 * "Apple Pay (Visa •••• 4242)", "Bank transfer (STRIPE TEST BANK •••• 6789)", "Link", "Card".
 */
export function paymentMethodLabel(method: RecordedPaymentMethod): string {
  const detail = [method.brand ? brandName(method.brand) : null, method.last4 ? `•••• ${method.last4}` : null].filter(Boolean).join(' ');
  if (method.type === 'card') return detail || PAYMENT_METHODS.card.label;
  const label = PAYMENT_METHODS[method.type].label;
  return detail ? `${label} (${detail})` : label;
}

// ---- Covered fees -------------------------------------------------------------------------------

/** The default covered-fee rates (Event Settings values): docs/decisions/0109-checkout-totals.md's 3.5% for cards and wallets. */
export const DEFAULT_CARD_FEE_PERCENT = CARD_FEE_PER_MILLE / 10;
/** Bank transfers cost the charity less: Stripe's ACH Direct Debit price, 0.8% with a $5 cap. */
export const DEFAULT_BANK_FEE_PERCENT = 0.8;
export const DEFAULT_BANK_FEE_CAP_DOLLARS = 5;
/** Highest covered-fee rate an admin may set. */
export const MAX_FEE_PERCENT = 10;

/** A covered-fee rate: a percent (two decimals at most) and, for bank transfers, a cap in cents. */
export interface FeeRate {
  percent: number;
  capCents: number | null;
}

/** The settings a rate is read from (Event Settings). */
export interface FeeSettings {
  cardFeePercent: number;
  bankFeePercent: number;
  bankFeeCapDollars: number;
}

export const DEFAULT_FEE_SETTINGS: FeeSettings = {
  cardFeePercent: DEFAULT_CARD_FEE_PERCENT,
  bankFeePercent: DEFAULT_BANK_FEE_PERCENT,
  bankFeeCapDollars: DEFAULT_BANK_FEE_CAP_DOLLARS,
};

/** The rate a method's fee rule takes from the settings. */
export function feeRateFor(method: PaymentMethodType | undefined | null, settings: FeeSettings = DEFAULT_FEE_SETTINGS): FeeRate {
  const rule = PAYMENT_METHODS[method ?? 'card'].feeRule;
  return rule === 'bank'
    ? { percent: settings.bankFeePercent, capCents: Math.round(settings.bankFeeCapDollars * 100) }
    : { percent: settings.cardFeePercent, capCents: null };
}

/**
 * The covered fee of a subtotal at a rate: percent of it rounded half-up to the cent (in basis
 * points, integer arithmetic), never more than the cap. At 3.5% it is money.ts's feeCents.
 */
export function coveredFeeCents(subtotalCents: number, rate: FeeRate): number {
  const basisPoints = Math.round(rate.percent * 100);
  const fee = Math.floor((subtotalCents * basisPoints + 5000) / 10000);
  return rate.capCents === null ? fee : Math.min(fee, rate.capCents);
}

/** "3.5%", "0.8% (at most $5)": the rate as the checkout shows it, derived from the values that compute it. */
export function feeRateLabel(rate: FeeRate): string {
  const percent = `${rate.percent}%`;
  return rate.capCents === null ? percent : `${percent} (at most ${formatCents(rate.capCents, { wholeDollarsShort: true })})`;
}

/** The receipt's line for the fees a donor covered: "Bank fees covered" for a bank transfer, "Card fees covered" otherwise (cards and wallets). */
export function feesCoveredLabel(method: PaymentMethodType | undefined | null): string {
  return PAYMENT_METHODS[method ?? 'card'].feeRule === 'bank' ? 'Bank fees covered' : 'Card fees covered';
}

/** The cover-fees checkbox's words for a method: "Cover the 3.5% card fee" / "Cover the 0.8% bank fee (at most $5)". */
export function coverFeesLabel(method: PaymentMethodType | undefined | null, settings: FeeSettings = DEFAULT_FEE_SETTINGS): string {
  const rate = feeRateFor(method, settings);
  const cap = rate.capCents === null ? '' : ` (at most ${formatCents(rate.capCents, { wholeDollarsShort: true })})`;
  return `Cover the ${rate.percent}% ${PAYMENT_METHODS[method ?? 'card'].feeRule === 'bank' ? 'bank' : 'card'} fee${cap}`;
}

// ---- Test mode (docs/decisions/0113-test-mode-processor.md) ---------------------------------------

/** The test wallets: one tap, no card typed; the method recorded is the wallet's (its card a test Visa). */
export const TEST_WALLETS = ['apple_pay', 'google_pay'] as const;
export type TestWallet = (typeof TEST_WALLETS)[number];
/** The card a test wallet carries. */
export const TEST_WALLET_CARD = { brand: 'visa', last4: '4242' } as const;

/** Stripe's documented test bank accounts for ACH Direct Debit, which the test-mode processor accepts. */
export const TEST_BANK_ROUTING_NUMBER = '110000000';
export const TEST_BANK_NAME = 'STRIPE TEST BANK';
export const TEST_BANK_ACCOUNTS = {
  settles: { accountNumber: '000123456789', label: '000123456789', outcome: 'settles' },
  fails: { accountNumber: '000111111113', label: '000111111113', outcome: "The customer's bank account has been closed." },
} as const;

export const BANK_MESSAGES = {
  accountNumber: 'Account number must be 4 to 17 digits.',
  routingNumber: 'Routing number must be 9 digits.',
  unknownTestAccount: `In test mode use the account number ${TEST_BANK_ACCOUNTS.settles.label} (settles) or ${TEST_BANK_ACCOUNTS.fails.label} (fails), routing ${TEST_BANK_ROUTING_NUMBER}.`,
  /** The thank-you page and the donor's pending notice. */
  pending: 'Your bank transfer is on its way: it counts once it clears, usually in four business days.',
  /** A refund asked of a payment still pending. */
  refundPending: 'This bank transfer has not cleared yet, so there is nothing to refund. Try again once it has settled.',
} as const;

export const TEST_MODE_WALLET_NOTICE = 'Test wallet: no real wallet or card is charged.';
export const TEST_MODE_BANK_NOTICE = `Test bank account: use ${TEST_BANK_ACCOUNTS.settles.label} (settles) or ${TEST_BANK_ACCOUNTS.fails.label} (fails), routing ${TEST_BANK_ROUTING_NUMBER}.`;

export const testBankAccountSchema = z.strictObject({
  accountNumber: z
    .string({ error: BANK_MESSAGES.accountNumber })
    .max(40, BANK_MESSAGES.accountNumber)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{4,17}$/, BANK_MESSAGES.accountNumber)),
  routingNumber: z
    .string({ error: BANK_MESSAGES.routingNumber })
    .max(40, BANK_MESSAGES.routingNumber)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{9}$/, BANK_MESSAGES.routingNumber)),
});
export type TestBankAccount = z.infer<typeof testBankAccountSchema>;
