import { z } from 'zod';
import { emailField, idField } from '../common/fields.ts';
import { MY_GIVING_MESSAGES, STATEMENT_MAX_YEAR, STATEMENT_MIN_YEAR } from './constants.ts';
import { donorMonthlyGiftSchema } from '../monthly-gifts/monthly-gift.schema.ts';

/**
 * The donor's own page (docs/features/my-giving.md). Money is dollars at the API
 * (docs/decisions/0108-amounts-in-cents.md).
 */

/** POST /v1/my-giving/sign-in-link ("Find my gifts", and the receipt email's "See all your gifts"). */
export const donorLinkRequestSchema = z.strictObject({ email: emailField });
export type DonorLinkRequest = z.infer<typeof donorLinkRequestSchema>;
export const donorLinkAnswerSchema = z.object({ message: z.string() });

/** POST /v1/my-giving/session: the token of an emailed link. */
export const donorSessionInputSchema = z.strictObject({
  token: z.string({ error: MY_GIVING_MESSAGES.linkInvalid }).min(1, MY_GIVING_MESSAGES.linkInvalid).max(200, MY_GIVING_MESSAGES.linkInvalid),
});
export const donorSessionSchema = z.object({
  /** Sent back in the x-donor-session header; reaches only /v1/my-giving/*. */
  token: z.string(),
  expiresAt: z.string(),
  email: z.string(),
});
export type DonorSession = z.infer<typeof donorSessionSchema>;

/** A calendar year of a giving statement. */
export const statementYearField = z.coerce
  .number({ error: MY_GIVING_MESSAGES.yearRange })
  .int(MY_GIVING_MESSAGES.yearRange)
  .min(STATEMENT_MIN_YEAR, MY_GIVING_MESSAGES.yearRange)
  .max(STATEMENT_MAX_YEAR, MY_GIVING_MESSAGES.yearRange);
export const statementYearParams = z.object({ year: statementYearField });
export const donorGiftParams = z.object({ transactionId: idField });

/** One gift on the donor's page. */
export const donorGiftSchema = z.object({
  transactionId: z.number(),
  /** When it was given (ISO). */
  date: z.string(),
  /** The calendar year of its statement (America/Chicago). */
  statementYear: z.number(),
  eventTitle: z.string(),
  /** "Team Tigers" or "Tulsa event". */
  supporting: z.string(),
  /** The walker it was credited to, or null. */
  walker: z.string().nullable(),
  /** What was paid (dollars). */
  amount: z.number(),
  /** What is tax-deductible, net of refunds (dollars). */
  deductible: z.number(),
  refunded: z.number(),
  /** none, partial or full. */
  refundState: z.enum(['none', 'partial', 'full']),
  /** The printable receipt's token: /frontend/receipt/{token}. */
  receiptToken: z.string(),
});
export type DonorGift = z.infer<typeof donorGiftSchema>;

/** GET /v1/my-giving. */
export const myGivingSchema = z.object({
  email: z.string(),
  gifts: z.array(donorGiftSchema),
  /** The calendar years with at least one gift, newest first: a statement each. */
  statementYears: z.array(z.number()),
  /** The monthly gifts given with the email (docs/features/monthly-gifts.md), newest first, cancelled ones included. */
  monthlyGifts: z.array(donorMonthlyGiftSchema),
});
export type MyGiving = z.infer<typeof myGivingSchema>;

/** POST /v1/my-giving/removal: the donor confirms. */
export const dataRemovalInputSchema = z.strictObject({
  confirm: z.literal(true, { error: MY_GIVING_MESSAGES.confirmRemoval }),
});
export const dataRemovalAnswerSchema = z.object({ message: z.string(), persons: z.number(), transactions: z.number() });

// ---- The back office -------------------------------------------------------------------------

/** GET /v1/giving-statements/{year}: how many donors gave that year and how many were sent their statement. */
export const statementYearSummarySchema = z.object({ year: z.number(), donors: z.number(), sent: z.number() });
export type StatementYearSummary = z.infer<typeof statementYearSummarySchema>;

/** GET /v1/giving-statements/{year}/preview?email=: one donor's statement, as it would be emailed. */
export const statementPreviewQuerySchema = z.object({ email: emailField });

/** POST /v1/giving-statements/{year}/run: the year's statement emails queued now (each donor still gets one once). */
export const statementRunAnswerSchema = z.object({ year: z.number(), queued: z.number() });
