import { z } from 'zod';
import { SUPPORTING_TYPES } from '../checkout/constants.ts';
import { SHORT_TEXT_MAX_LENGTH } from '../common/constants.ts';
import { eventCityField, eventYearField, teamRefField } from '../common/fields.ts';
import { listQuerySchema } from '../common/list-query.ts';
import { pagedSchema } from '../common/paged.schema.ts';
import { transactionViewSchema } from '../checkout/payment.schema.ts';
import { PAYMENT_METHOD_TYPES, recordedPaymentMethodSchema } from '../checkout/payment-methods.ts';
import { auditActorSchema, auditEntryViewSchema } from './audit.ts';
import { refundViewSchema } from './refund.schema.ts';

// ---- GET /v1/transactions/ (admin) -------------------------------------------------------------

/** Columns the transactions list sorts by (the API names; `amount` is the subtotal). */
export const TRANSACTION_SORT_FIELDS = [
  'createdAt', 'name', 'email', 'supportingType', 'team', 'eventCity', 'eventYear', 'amount', 'totalCharged', 'shippingFee', 'feesCovered', 'refunded',
] as const;
/** Newest first (docs/spec/back-office.md, Business constants and limits). */
export const TRANSACTIONS_DEFAULT_SORT = 'createdAt:desc';
/** `populate=team` is accepted (the spec's calls send it); the team is always included. */
export const TRANSACTION_POPULATE = ['team'] as const;

/**
 * GET /v1/transactions/?limit=&page=&sortBy=createdAt:desc&eventYear=&team=&search=&method=. The event
 * year defaults to the current one (docs/decisions/0102-event-year.md); `search` is a case-insensitive substring of
 * the contact's name or email, the event city or the team's name.
 */
export const transactionListQuerySchema = listQuerySchema.extend({
  eventYear: eventYearField.optional(),
  team: teamRefField.optional(),
  search: z.string().trim().max(SHORT_TEXT_MAX_LENGTH, `search must be at most ${SHORT_TEXT_MAX_LENGTH} characters.`).optional(),
  /** Only transactions paid this way (docs/features/payment-methods.md). */
  method: z.enum(PAYMENT_METHOD_TYPES, { error: `method must be one of ${PAYMENT_METHOD_TYPES.join(', ')}.` }).optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/** One row of the transactions list. Money in dollars. */
export const transactionListItemSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  supportingType: z.enum(SUPPORTING_TYPES),
  team: z.object({ id: z.number(), name: z.string(), slug: z.string() }).nullable(),
  eventCity: z.string().nullable(),
  eventYear: z.number(),
  /** The contact's first and last name. */
  name: z.string(),
  /** The contact's names apart (every list answer carries them; the Transactions report's First and Last Name). */
  contactFirstName: z.string().optional(),
  contactLastName: z.string().optional(),
  contactEmail: z.string(),
  /** Subtotal (the spec's "amount"). */
  totalAmount: z.number(),
  totalCharged: z.number(),
  shippingFee: z.number(),
  feesCovered: z.number(),
  refunded: z.number(),
  externalTransactionId: z.string().nullable(),
  /** No card payment: externalTransactionId null or "Offline". */
  offline: z.boolean(),
  hasShipped: z.boolean(),
  donatorPersonId: z.number().nullable(),
  /** How it was paid (docs/features/payment-methods.md): the grid's Method column. */
  paymentMethod: recordedPaymentMethodSchema.optional(),
});
export type TransactionListItem = z.infer<typeof transactionListItemSchema>;

/** GET /v1/transactions/ (admin). */
export const transactionListPageSchema = pagedSchema(transactionListItemSchema);

// ---- PATCH /v1/transactions/supporting/{id} ---------------------------------------------------

export const SUPPORT_MESSAGES = {
  teamRequired: 'Choose the team the transaction supports.',
  eventCityRequired: 'Choose the event city the transaction supports.',
  teamWithEvent: 'A transaction supporting the event has no team.',
  teamNotFound: 'That team does not exist.',
} as const;

/**
 * Change Support: {supportingType (team or event, lowercased), team (id or {id}) when team,
 * eventCity when event}. A team's city comes from the team.
 */
export const transactionSupportInputSchema = z
  .strictObject({
    supportingType: z.preprocess(
      (v) => (typeof v === 'string' ? v.toLowerCase() : v),
      z.enum(SUPPORTING_TYPES, { error: 'Supporting type must be team or event.' }),
    ),
    team: teamRefField.optional().nullable(),
    eventCity: eventCityField.optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.supportingType === 'team' && !v.team) ctx.addIssue({ code: 'custom', path: ['team'], message: SUPPORT_MESSAGES.teamRequired });
    if (v.supportingType === 'event' && !v.eventCity) ctx.addIssue({ code: 'custom', path: ['eventCity'], message: SUPPORT_MESSAGES.eventCityRequired });
    if (v.supportingType === 'event' && v.team) ctx.addIssue({ code: 'custom', path: ['team'], message: SUPPORT_MESSAGES.teamWithEvent });
  });
export type TransactionSupportInput = z.infer<typeof transactionSupportInputSchema>;

// ---- PATCH /v1/transactions/{id} ---------------------------------------------------------------

/** The invoice's Shipped switch. */
export const transactionUpdateInputSchema = z.strictObject({
  hasShipped: z.boolean({ error: 'hasShipped must be true or false.' }),
});
export type TransactionUpdateInput = z.infer<typeof transactionUpdateInputSchema>;

// ---- GET /v1/transactions/{id} (admin) ---------------------------------------------------------

/**
 * What an admin reads: the recorded transaction (its original line items) with its refunds and
 * its audit history. Money in dollars.
 */
export const transactionDetailSchema = transactionViewSchema.extend({
  /** Sum of recorded refunds. */
  refunded: z.number(),
  /** What can still be refunded through the processor (0 for offline payments). */
  refundable: z.number(),
  refunds: z.array(refundViewSchema),
  history: z.array(auditEntryViewSchema),
  /** The admin who recorded an offline payment. */
  recordedBy: auditActorSchema.nullable(),
  /** The donor's message is kept but shown on no page (an admin hid it when crediting another walker). */
  messageHidden: z.boolean(),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

/**
 * GET /v1/transactions/{id}: the TransactionDetail for an admin, the TransactionView for the
 * payment's client secret (the thank-you page). The detail is tried first: it is the view and more.
 */
export const transactionReadResponseSchema = z.union([transactionDetailSchema, transactionViewSchema]);

/** Where "Return to All {returnName}" leads: the line-item grids by name, or a back-office path. */
export function returnPath(returnTo: string | null | undefined): string | null {
  if (!returnTo) return null;
  if (returnTo === 'donors' || returnTo === 'runners' || returnTo === 'products') return `/participants/${returnTo}`;
  // Only a path of this site: never another origin ("//host" or "/\host").
  if (/^\/(?![/\\])/.test(returnTo)) return returnTo;
  return null;
}
