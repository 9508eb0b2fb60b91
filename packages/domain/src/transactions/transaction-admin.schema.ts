import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH, SUPPORTING_TYPES, type SupportingType } from '../constants.ts';
import { eventCityField, eventYearField, teamRefField } from '../common/fields.ts';
import { listQuerySchema } from '../common/list-query.ts';
import type { TransactionView } from '../checkout/payment.schema.ts';
import type { AuditActor, AuditEntryView } from './audit.ts';
import type { RefundView } from './refund.schema.ts';

// ---- GET /v1/transactions/ (admin) -------------------------------------------------------------

/** Columns the transactions list sorts by (the API names; `amount` is the subtotal). */
export const TRANSACTION_SORT_FIELDS = [
  'createdAt', 'name', 'email', 'supportingType', 'team', 'eventCity', 'eventYear', 'amount', 'totalCharged', 'shippingFee', 'feesCovered', 'refunded',
] as const;
/** Back office 9: newest first. */
export const TRANSACTIONS_DEFAULT_SORT = 'createdAt:desc';
/** `populate=team` is accepted (the spec's calls send it); the team is always included. */
export const TRANSACTION_POPULATE = ['team'] as const;

/**
 * GET /v1/transactions/?limit=&page=&sortBy=createdAt:desc&eventYear=&team=&search=. The event
 * year defaults to the current one (docs/decisions/0102-event-year.md); `search` is a case-insensitive substring of
 * the contact's name or email, the event city or the team's name.
 */
export const transactionListQuerySchema = listQuerySchema.extend({
  eventYear: eventYearField.optional(),
  team: teamRefField.optional(),
  search: z.string().trim().max(SHORT_TEXT_MAX_LENGTH, `search must be at most ${SHORT_TEXT_MAX_LENGTH} characters.`).optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/** One row of the transactions list. Money in dollars. */
export interface TransactionListItem {
  id: number;
  createdAt: string;
  supportingType: SupportingType;
  team: { id: number; name: string; slug: string } | null;
  eventCity: string | null;
  eventYear: number;
  /** The contact's first and last name. */
  name: string;
  /** The contact's names apart (every list answer carries them; the Transactions report's First and Last Name). */
  contactFirstName?: string;
  contactLastName?: string;
  contactEmail: string;
  /** Subtotal (the spec's "amount"). */
  totalAmount: number;
  totalCharged: number;
  shippingFee: number;
  feesCovered: number;
  refunded: number;
  externalTransactionId: string | null;
  /** No card payment: externalTransactionId null or "Offline". */
  offline: boolean;
  hasShipped: boolean;
  donatorPersonId: number | null;
}

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
export interface TransactionDetail extends TransactionView {
  /** Sum of recorded refunds. */
  refunded: number;
  /** What can still be refunded through the processor (0 for offline payments). */
  refundable: number;
  refunds: RefundView[];
  history: AuditEntryView[];
  /** The admin who recorded an offline payment. */
  recordedBy: AuditActor | null;
}

/** Where "Return to All {returnName}" leads: the line-item grids by name, or a back-office path. */
export function returnPath(returnTo: string | null | undefined): string | null {
  if (!returnTo) return null;
  if (returnTo === 'donors' || returnTo === 'runners' || returnTo === 'products') return `/participants/${returnTo}`;
  // Only a path of this site: never another origin ("//host" or "/\host").
  if (/^\/(?![/\\])/.test(returnTo)) return returnTo;
  return null;
}
