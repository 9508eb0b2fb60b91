import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { donationDollarsField } from '../common/donation.schema.ts';
import { testCardSchema } from '../checkout/payment.schema.ts';
import { PAYMENT_METHOD_TYPES } from '../checkout/payment-methods.ts';
import {
  MONTHLY_GIFT_LIST_DEFAULT_LIMIT, MONTHLY_GIFT_LIST_MAX_LIMIT, MONTHLY_GIFT_LIST_MAX_OFFSET, MONTHLY_GIFT_MESSAGES, MONTHLY_GIFT_PROVIDERS,
  MONTHLY_GIFT_SEARCH_MAX_LENGTH, MONTHLY_GIFT_STATUSES, SETUP_INTENT_ID_MAX_LENGTH,
} from './constants.ts';

/*
 * Monthly gifts (docs/features/monthly-gifts.md). Money is dollars at the API
 * (docs/decisions/0108-amounts-in-cents.md); days are America/Chicago days, YYYY-MM-DD
 * (docs/decisions/0107-time-zone.md).
 *
 *   GET  /v1/my-giving                                   donor -> MyGiving (with monthlyGifts)
 *   PATCH /v1/my-giving/monthly-gifts/{id}                donor {amount} -> DonorMonthlyGift
 *   POST /v1/my-giving/monthly-gifts/{id}/pause|resume|cancel  donor -> DonorMonthlyGift
 *   POST /v1/my-giving/monthly-gifts/{id}/card            donor {testCard} | {} | {setupIntentId} -> DonorMonthlyGift | {setupSecret}
 *   GET  /v1/monthly-gifts?status=&offset=&limit=&search= admin -> MonthlyGiftList
 *   GET  /v1/monthly-gifts/export.csv                     admin -> CSV
 *   POST /v1/monthly-gifts/{id}/cancel                    admin -> AdminMonthlyGift
 *   POST /v1/monthly-gifts/run-due                        admin, test processor only -> MonthlyGiftRunResult
 */

const day = z.string();

/** The saved card (or wallet) a monthly gift is charged to. */
export const monthlyGiftCardSchema = z.object({
  type: z.enum(PAYMENT_METHOD_TYPES),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
});
export type MonthlyGiftCard = z.infer<typeof monthlyGiftCardSchema>;

/** What the donor's page and the admins' grid both say of a monthly gift. */
const monthlyGiftShape = {
  id: z.number(),
  /** The donation given each month (dollars); the covered fee comes on top when coversFees. */
  amount: z.number(),
  coversFees: z.boolean(),
  status: z.enum(MONTHLY_GIFT_STATUSES),
  /** "Team Tigers" or "Tulsa event". */
  supporting: z.string(),
  /** The walker credited each month, or null. */
  walker: z.string().nullable(),
  startedOn: day,
  /** The next charge; null when paused, failed or cancelled. */
  nextChargeOn: day.nullable(),
  /** Months given so far, the first included. */
  monthsGiven: z.number(),
  /** What the months given so far charged (dollars, covered fees included, before refunds). */
  totalGiven: z.number(),
  provider: z.enum(MONTHLY_GIFT_PROVIDERS),
};

/** One monthly gift on the donor's page. */
export const donorMonthlyGiftSchema = z.object({
  ...monthlyGiftShape,
  card: monthlyGiftCardSchema.nullable(),
  /** Why the last charge failed, while it matters (the gift failing or retrying); else null. */
  failureMessage: z.string().nullable(),
});
export type DonorMonthlyGift = z.infer<typeof donorMonthlyGiftSchema>;

/** The path of a monthly gift's routes. */
export const monthlyGiftParams = z.object({ id: idField });

/** PATCH /v1/my-giving/monthly-gifts/{id} (the donor) and PATCH /v1/monthly-gifts/{id} (an admin): the new monthly amount, whole dollars, as a donation's (docs/decisions/0103-donation-minimum.md). */
export const monthlyGiftAmountInputSchema = z.strictObject({ amount: donationDollarsField });
export type MonthlyGiftAmountInput = z.infer<typeof monthlyGiftAmountInputSchema>;

/**
 * POST /v1/my-giving/monthly-gifts/{id}/card. Test mode: `{testCard}` (one of the published test
 * numbers, docs/decisions/0113-test-mode-processor.md) is saved without a charge. With Stripe: `{}`
 * answers a SetupIntent's `{setupSecret}` for Stripe.js; `{setupIntentId}` once confirmed makes its
 * method the gift's card. A card saved on a failed gift resumes it.
 */
export const monthlyGiftCardInputSchema = z
  .strictObject({
    testCard: testCardSchema.optional(),
    setupIntentId: z
      .string({ error: 'setupIntentId must be text.' })
      .trim()
      .min(1, 'setupIntentId is required.')
      .max(SETUP_INTENT_ID_MAX_LENGTH, `setupIntentId must be at most ${SETUP_INTENT_ID_MAX_LENGTH} characters.`)
      .regex(/^[A-Za-z0-9_]+$/, 'setupIntentId is not a SetupIntent id.')
      .optional(),
  })
  .refine((v) => !(v.testCard && v.setupIntentId), { message: MONTHLY_GIFT_MESSAGES.cardInput });
export type MonthlyGiftCardInput = z.infer<typeof monthlyGiftCardInputSchema>;

/** With Stripe, the first step of a card update: the SetupIntent's client secret for Stripe.js. */
export const monthlyGiftSetupSchema = z.object({ setupSecret: z.string() });
export type MonthlyGiftSetup = z.infer<typeof monthlyGiftSetupSchema>;

/** The card route's answer: the gift with its new card, or (Stripe's first step) the setup secret. */
export const monthlyGiftCardAnswerSchema = z.union([donorMonthlyGiftSchema, monthlyGiftSetupSchema]);
export type MonthlyGiftCardAnswer = z.infer<typeof monthlyGiftCardAnswerSchema>;

// ---- The back office -------------------------------------------------------------------------

/** GET /v1/monthly-gifts and its CSV: a status, a page (offset, limit) and a search. */
export const monthlyGiftListQuerySchema = z.strictObject({
  status: z.enum(MONTHLY_GIFT_STATUSES, { error: `status must be one of ${MONTHLY_GIFT_STATUSES.join(', ')}.` }).optional(),
  offset: z.coerce
    .number({ error: 'offset must be a number.' })
    .int('offset must be a whole number.')
    .min(0, 'offset cannot be negative.')
    .max(MONTHLY_GIFT_LIST_MAX_OFFSET, `offset must be at most ${MONTHLY_GIFT_LIST_MAX_OFFSET}.`)
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(MONTHLY_GIFT_LIST_MAX_LIMIT, `limit must be at most ${MONTHLY_GIFT_LIST_MAX_LIMIT}.`)
    .default(MONTHLY_GIFT_LIST_DEFAULT_LIMIT),
  search: z
    .string()
    .trim()
    .max(MONTHLY_GIFT_SEARCH_MAX_LENGTH, `search must be at most ${MONTHLY_GIFT_SEARCH_MAX_LENGTH} characters.`)
    .optional(),
});
export type MonthlyGiftListQuery = z.infer<typeof monthlyGiftListQuerySchema>;

/** One monthly gift in the admins' grid. */
export const adminMonthlyGiftSchema = z.object({
  ...monthlyGiftShape,
  donorName: z.string(),
  donorEmail: z.string(),
  /** The last charge's refusal, if the gift has one on record. */
  lastFailure: z.string().nullable(),
});
export type AdminMonthlyGift = z.infer<typeof adminMonthlyGiftSchema>;

/** The monthly gifts that are active and what they give each month (dollars, donations without fees). */
export const monthlyGiftSummarySchema = z.object({
  active: z.number().int().nonnegative(),
  monthlyTotal: z.number(),
});
export type MonthlyGiftSummary = z.infer<typeof monthlyGiftSummarySchema>;

export const monthlyGiftListSchema = z.object({
  rows: z.array(adminMonthlyGiftSchema),
  /** Rows matching the filters (every page). */
  total: z.number().int().nonnegative(),
  summary: monthlyGiftSummarySchema,
});
export type MonthlyGiftList = z.infer<typeof monthlyGiftListSchema>;

/** POST /v1/monthly-gifts/run-due: the months charged now and the charges declined. */
export const monthlyGiftRunResultSchema = z.object({ charged: z.number().int().nonnegative(), failed: z.number().int().nonnegative() });
export type MonthlyGiftRunResult = z.infer<typeof monthlyGiftRunResultSchema>;

/** Whether a stored checkout payload asks for a monthly gift (`transaction.monthly`). */
export function isMonthlyPayload(payload: unknown): boolean {
  return (payload as { transaction?: { monthly?: unknown } } | null | undefined)?.transaction?.monthly === true;
}

/** GET /v1/monthly-gifts/export.csv's answer, for the OpenAPI document. */
export const csvFileSchema = z.string().meta({ description: 'The CSV text (UTF-8, a header row, every cell quoted).' });
