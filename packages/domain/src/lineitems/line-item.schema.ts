import { z } from 'zod';
import { RECORDED_LINE_ITEM_TYPES } from './constants.ts';
import { eventYearField, teamRefField } from '../common/fields.ts';
import { addressViewSchema } from '../common/address-view.schema.ts';
import { pagedSchema } from '../common/paged.schema.ts';
import { fundraiserRefSchema } from '../checkout/payment.schema.ts';
import { listQuerySchema } from '../common/list-query.ts';
import { lineItemTributeSchema } from '../tributes/tribute.schema.ts';

// ---- GET /v1/lineitems/ --------------------------------------------------------------------

/** Relations `populate=` may expand on line items. */
export const LINE_ITEM_POPULATE = ['team', 'person', 'transaction'] as const;

/**
 * GET /v1/lineitems/?type=donation&team={id}&eventYear={year}&limit=100&sortBy=createdAt:desc.
 * Admins may list any; a captain only `team` = their team with `type=donation` (403 otherwise).
 * Sortable: createdAt (default desc), amount, type, eventYear.
 */
export const lineItemListQuerySchema = listQuerySchema.extend({
  type: z.enum(RECORDED_LINE_ITEM_TYPES, { error: 'type must be donation, tshirt, 5k or match.' }).optional(),
  team: teamRefField.optional(),
  eventYear: eventYearField.optional(),
});
export type LineItemListQuery = z.infer<typeof lineItemListQuerySchema>;

/**
 * A line item (spec: Line item). `donorName` is what a team page shows: "Anonymous" for an
 * anonymous donation, the employer when useEmployerAsName, else the primary contact. For a
 * captain an anonymous item also hides primaryContact ("Anonymous"), myEmployer and person.
 */
export const lineItemViewSchema = z.object({
  id: z.number(),
  type: z.enum(RECORDED_LINE_ITEM_TYPES),
  /** Dollars. */
  amount: z.number(),
  donorName: z.string(),
  primaryContact: z.string(),
  anonymous: z.boolean(),
  useEmployerAsName: z.boolean(),
  myEmployer: z.string().nullable(),
  /** Team id, or {id, name, slug, eventCity} with populate=team. */
  team: z.union([z.number(), z.object({ id: z.number(), name: z.string(), slug: z.string(), eventCity: z.string() })]).nullable(),
  /** Person id, or {id, firstName, lastName, email, phone} with populate=person. */
  person: z
    .union([z.number(), z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() })])
    .nullable(),
  /** Transaction id, or {id, hasShipped, externalTransactionId} with populate=transaction. */
  transaction: z.union([z.number(), z.object({ id: z.number(), hasShipped: z.boolean(), externalTransactionId: z.string().nullable() })]),
  eventCity: z.string().nullable(),
  eventYear: z.number(),
  productDetails: z.object({ name: z.string(), size: z.string(), unitCount: z.number(), pricePerUnit: z.number() }).nullable(),
  runnerDetails: z.record(z.string(), z.unknown()).nullable(),
  shippingAddress: addressViewSchema.nullable(),
  createdAt: z.string(),
  /** The fundraiser a donation is credited to besides the team (docs/decisions/0008-fundraiser-credit.md), or null. */
  fundraiser: fundraiserRefSchema.nullable(),
  /**
   * On a refund's own line (a negative amount): the id of the line item it takes money off; null
   * on the line items a checkout recorded (docs/decisions/0122-refunds-and-audit-log.md).
   */
  refundOf: z.number().nullable(),
  /** A donation given in honour or in memory of someone (docs/features/tributes.md): type, honoree, e-card written; null otherwise. */
  tribute: lineItemTributeSchema.nullable().optional(),
});
export type LineItemView = z.infer<typeof lineItemViewSchema>;

/** GET /v1/lineitems/: a page of line items. */
export const lineItemListPageSchema = pagedSchema(lineItemViewSchema);
