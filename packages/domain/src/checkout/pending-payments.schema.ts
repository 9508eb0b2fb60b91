import { z } from 'zod';
import { fundraiserRefSchema } from './payment.schema.ts';
import { PAYMENT_METHOD_TYPES } from './payment-methods.ts';

/**
 * Payments that settle later (docs/features/payment-methods.md): a bank transfer is pending from the
 * processor's `processing` until it succeeds (then it is recorded, once) or fails (nothing counts).
 * A pending gift is shown, never counted.
 */

/** A checkout's payment as the pending views name it: waiting to clear, or failed after the donor left. */
export const PENDING_PAYMENT_STATUSES = ['pending', 'failed'] as const;
export type PendingPaymentStatus = (typeof PENDING_PAYMENT_STATUSES)[number];

/** A pending gift as walkers and captains see it on My Page and My Team: no contact details. */
export const pendingGiftViewSchema = z.object({
  /** The checkout's id. */
  id: z.number(),
  /** What the donor is paying, in dollars (the total charged). */
  amount: z.number(),
  /** The donation's part of it, in dollars (what will count for the team and walker). */
  donationAmount: z.number(),
  /** The donor's first name, or "Anonymous" when they give anonymously. */
  donorFirstName: z.string(),
  team: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The walker the gift is credited to, or null. */
  fundraiser: fundraiserRefSchema.nullable(),
  method: z.enum(PAYMENT_METHOD_TYPES),
  createdAt: z.string(),
});
export type PendingGiftView = z.infer<typeof pendingGiftViewSchema>;

/** GET /v1/payment/pending/mine: the signed-in walker's pending gifts, and their team's when they captain it. */
export const myPendingGiftsResponseSchema = z.object({
  /** Gifts credited to the walker this event year. */
  walker: z.array(pendingGiftViewSchema),
  /** Gifts to the team the user captains (empty for others). */
  team: z.array(pendingGiftViewSchema),
});
export type MyPendingGiftsResponse = z.infer<typeof myPendingGiftsResponseSchema>;

/** A pending or failed payment as admins see it (GET /v1/payment/pending). */
export const pendingPaymentAdminViewSchema = pendingGiftViewSchema.extend({
  status: z.enum(PENDING_PAYMENT_STATUSES),
  donorLastName: z.string(),
  donorEmail: z.string(),
  eventCity: z.string().nullable(),
  /** The processor's payment id. */
  paymentId: z.string().nullable(),
  /** Why it failed (the processor's words), or null. */
  failureMessage: z.string().nullable(),
  updatedAt: z.string(),
});
export type PendingPaymentAdminView = z.infer<typeof pendingPaymentAdminViewSchema>;

/** GET /v1/payment/pending?status=pending|failed&page=&limit= (admin). */
export const pendingPaymentsQuerySchema = z.strictObject({
  status: z.enum(PENDING_PAYMENT_STATUSES, { error: `status must be one of ${PENDING_PAYMENT_STATUSES.join(', ')}.` }).default('pending'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type PendingPaymentsQuery = z.infer<typeof pendingPaymentsQuerySchema>;

/** Answer of POST /v1/payment/test-settle (admin, test mode): the pending test bank transfers settled or failed now. */
export const testSettlementResponseSchema = z.object({ recorded: z.number(), failed: z.number() });
export type TestSettlementResponse = z.infer<typeof testSettlementResponseSchema>;
