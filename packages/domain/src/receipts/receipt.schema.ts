import { z } from 'zod';
import { RECORDED_LINE_ITEM_TYPES } from '../lineitems/constants.ts';
import { formatCents } from '../money.ts';

/** The printable receipt's public address (the token is the transaction's random receipt token). */
export function receiptPath(token: string): string {
  return `/frontend/receipt/${encodeURIComponent(token)}`;
}

/** GET /v1/receipts/{token}: a receipt token is a random UUID (122 random bits: not guessable). */
export const receiptTokenParamsSchema = z.object({
  token: z.uuid('Receipt not found.').describe("The receipt token from the thank-you page or the receipt email"),
});

/**
 * A receipt a donor can file (docs/decisions/0012-receipts.md): date, amounts, the charity's legal name and EIN, and what
 * was received in return. Only what the receipt needs: the donor's name, no email, phone or address.
 * Money in dollars.
 */
export const receiptViewSchema = z.object({
  transactionId: z.number(),
  /** When the payment was recorded (ISO). */
  date: z.string(),
  /** A refund changed the amounts since the first receipt. */
  updated: z.boolean(),
  donorName: z.string(),
  eventTitle: z.string(),
  eventYear: z.number(),
  /** "Team Bricktown Blue Crew" or "Oklahoma City event". */
  supporting: z.string(),
  offline: z.boolean(),
  organization: z.object({
    legalName: z.string(),
    /** Formatted: 12-3456789 ('' when not set). */
    ein: z.string(),
    mailingAddress: z.string(),
    logo: z.string(),
    contactEmail: z.string(),
  }),
  lines: z.array(z.object({ type: z.enum(RECORDED_LINE_ITEM_TYPES), label: z.string(), amount: z.number(), valueReceived: z.number(), deductible: z.number() })),
  /**
   * What sponsors added to this gift (docs/features/sponsor-matches.md): "Matched by Acme", in
   * dollars, net of refunds. The sponsor's gift, not the donor's: in none of the amounts below.
   */
  matches: z.array(z.object({ label: z.string(), amount: z.number() })),
  shipping: z.number(),
  feesCovered: z.number(),
  /** What was paid and kept (net of refunds). */
  total: z.number(),
  refunded: z.number(),
  valueReceived: z.number(),
  deductible: z.number(),
  /** The organization's tax statement, its name and EIN filled in. */
  taxStatement: z.string(),
  /** "In memory of Grandpa Joe" when the gift is a tribute (docs/features/tributes.md), else null. */
  tribute: z.string().nullable().optional(),
  /** How it was paid, "Apple Pay (Visa •••• 4242)" (docs/features/payment-methods.md); null for an offline payment. */
  paymentMethod: z.string().nullable().optional(),
  /** The line for the fees the donor covered: "Card fees covered" or "Bank fees covered" (feesCoveredLabel). */
  feesCoveredLabel: z.string().optional(),
  /**
   * A monthly gift's month (docs/features/monthly-gifts.md): its period (YYYY-MM) and whether it is
   * the first (receiptMonthLine, MONTHLY_GIFT_RECEIPT_REPEATS); null for any other gift.
   */
  monthlyGift: z.object({ period: z.string(), first: z.boolean() }).nullable().optional(),
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

/** The sentence of what the donor received in return, the same on the email, the page and the invoice. */
export function valueReceivedStatement(amounts: { valueReceivedCents: number; deductibleCents: number }): string {
  if (amounts.valueReceivedCents <= 0) return 'No goods or services were provided in exchange for this contribution.';
  return (
    `Goods and services provided in exchange (shirts, 5k registrations, shipping): ${formatCents(amounts.valueReceivedCents)}. ` +
    `The deductible part of this payment is ${formatCents(amounts.deductibleCents)}.`
  );
}
