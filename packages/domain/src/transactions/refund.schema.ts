import { z } from 'zod';
import { MAX_AMOUNT_DOLLARS } from '../common/constants.ts';
import { RECORDED_LINE_ITEM_TYPES } from '../lineitems/constants.ts';
import { idField } from '../common/fields.ts';
import { formatCents } from '../money.ts';
import { auditActorSchema } from './audit.ts';

/** Stripe keeps metadata values up to 500 characters: the reason travels with the refund. */
export const REFUND_REASON_MAX_LENGTH = 500;
/** An Idempotency-Key header (Stripe allows 255; a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** Printable ASCII without spaces, as HTTP header values travel safely. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]+$/;

/** Refund texts the form and the server share. */
export const REFUND_MESSAGES = {
  refunded: ['Success', 'The refund has been recorded.'],
  refundFailed: ['Error', 'There was a problem refunding the transaction.'],
  amountRequired: 'Amount is required.',
  amountPositive: 'The refund must be at least $0.01.',
  amountDecimals: 'The refund must have at most two decimals.',
  reasonRequired: 'A reason is required.',
  reasonTooLong: `The reason must be at most ${REFUND_REASON_MAX_LENGTH} characters.`,
  idempotencyKey: `The idempotency key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters without spaces.`,
  idempotencyKeyMismatch: 'The Idempotency-Key header and idempotencyKey differ.',
  offline:
    'Offline transactions cannot be refunded here: only card payments are refunded, through the card processor. Return an offline payment the way it was taken.',
  otherProcessor: 'This payment was taken by another card processor than the one in use, so it cannot be refunded here.',
  fullyRefunded: 'This transaction has been refunded in full.',
  overRefund: (amountCents: number, remainingCents: number) =>
    `The refund of ${formatCents(amountCents)} is more than the ${formatCents(remainingCents)} left to refund on this transaction.`,
  keyReused: (amountCents: number) => `This idempotency key was already used for a refund of ${formatCents(amountCents)}.`,
  lineItemNotOnTransaction: 'lineItem must be a line item of this transaction.',
  processorUnreachable:
    'The card processor could not be reached, so the refund may not have been made. Try again: the same request is never refunded twice.',
  dashboardReason: 'Refunded in the Stripe dashboard.',
  confirm: (amountCents: number) => `Refund ${formatCents(amountCents)} to the card that paid? This cannot be undone.`,
} as const;

/**
 * POST /v1/transactions/{id}/refunds: `amount` in dollars (at most what was charged minus what
 * is already refunded), a reason, optionally the line item the refund comes off first, and
 * optionally the request's idempotency key (also accepted as the `Idempotency-Key` header).
 */
export const refundCreateInputSchema = z.strictObject({
  amount: z
    .number({ error: REFUND_MESSAGES.amountRequired })
    .min(0.01, REFUND_MESSAGES.amountPositive)
    .max(MAX_AMOUNT_DOLLARS, REFUND_MESSAGES.amountPositive)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, REFUND_MESSAGES.amountDecimals),
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, REFUND_MESSAGES.reasonRequired)
    .max(REFUND_REASON_MAX_LENGTH, REFUND_MESSAGES.reasonTooLong),
  /** The line item the refund comes off first (default: the line items in order). */
  lineItem: idField.optional().nullable(),
  idempotencyKey: z.string().max(IDEMPOTENCY_KEY_MAX_LENGTH, REFUND_MESSAGES.idempotencyKey).regex(IDEMPOTENCY_KEY_PATTERN, REFUND_MESSAGES.idempotencyKey).optional(),
});
export type RefundCreateInput = z.infer<typeof refundCreateInputSchema>;

/** The optional `Idempotency-Key` header of the refund route. */
export const refundHeadersSchema = z.object({
  'idempotency-key': z.string().max(IDEMPOTENCY_KEY_MAX_LENGTH, REFUND_MESSAGES.idempotencyKey).regex(IDEMPOTENCY_KEY_PATTERN, REFUND_MESSAGES.idempotencyKey).optional(),
});

/** pending: asked of the processor, its answer not recorded yet; succeeded: recorded. */
export type RefundStatus = 'pending' | 'succeeded';
/** admin: POST .../refunds; processor: made in Stripe's dashboard, recorded from the charge.refunded webhook. */
export type RefundSource = 'admin' | 'processor';

/** A refund as the API shows it. Money in dollars. */
export const refundViewSchema = z.object({
  id: z.number(),
  transactionId: z.number(),
  amount: z.number(),
  /** The part taken off line items, so off the team total; the rest came off shipping and the covered fee. */
  lineItemsAmount: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded']),
  source: z.enum(['admin', 'processor']),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  createdBy: auditActorSchema.nullable(),
  /** The negative line items the refund wrote, one per line item it came off. */
  items: z.array(z.object({ lineItemId: z.number(), refundedLineItemId: z.number(), type: z.enum(RECORDED_LINE_ITEM_TYPES), amount: z.number() })),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/** A line item and what can still be refunded off it, in cents. */
export interface RefundableLineItem {
  id: number;
  remainingCents: number;
}

/**
 * How a refund comes off a transaction: off the line items first (the chosen one first, then
 * the others in their order), each at most what is left of it; what remains came off shipping
 * and the covered fee, which no team was credited with. Team totals are the sum of line items
 * (docs/decisions/0111-team-total-raised.md), so a refund lowers the team by exactly the part allocated here.
 */
export function allocateRefund(items: readonly RefundableLineItem[], amountCents: number, firstLineItemId?: number | null): { lineItemId: number; cents: number }[] {
  const ordered = firstLineItemId ? [...items.filter((i) => i.id === firstLineItemId), ...items.filter((i) => i.id !== firstLineItemId)] : [...items];
  const allocation: { lineItemId: number; cents: number }[] = [];
  let left = Math.max(0, amountCents);
  for (const item of ordered) {
    if (left <= 0) break;
    const cents = Math.min(left, Math.max(0, item.remainingCents));
    if (cents <= 0) continue;
    allocation.push({ lineItemId: item.id, cents });
    left -= cents;
  }
  return allocation;
}
