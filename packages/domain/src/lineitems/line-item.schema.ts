import { z } from 'zod';
import { LINE_ITEM_TYPES, type LineItemType } from '../constants.ts';
import { eventYearField, teamRefField, type Address } from '../common/fields.ts';
import { listQuerySchema } from '../common/list-query.ts';

// ---- GET /v1/lineitems/ --------------------------------------------------------------------

/** Relations `populate=` may expand on line items. */
export const LINE_ITEM_POPULATE = ['team', 'person', 'transaction'] as const;

/**
 * GET /v1/lineitems/?type=donation&team={id}&eventYear={year}&limit=100&sortBy=createdAt:desc.
 * Admins may list any; a captain only `team` = their team with `type=donation` (403 otherwise).
 * Sortable: createdAt (default desc), amount, type, eventYear.
 */
export const lineItemListQuerySchema = listQuerySchema.extend({
  type: z.enum(LINE_ITEM_TYPES, { error: 'type must be donation, tshirt or 5k.' }).optional(),
  team: teamRefField.optional(),
  eventYear: eventYearField.optional(),
});
export type LineItemListQuery = z.infer<typeof lineItemListQuerySchema>;

/**
 * A line item (spec: Line item). `donorName` is what a team page shows: "Anonymous" for an
 * anonymous donation, the employer when useEmployerAsName, else the primary contact. For a
 * captain an anonymous item also hides primaryContact ("Anonymous"), myEmployer and person.
 */
export interface LineItemView {
  id: number;
  type: LineItemType;
  /** Dollars. */
  amount: number;
  donorName: string;
  primaryContact: string;
  anonymous: boolean;
  useEmployerAsName: boolean;
  myEmployer: string | null;
  /** Team id, or {id, name, slug, eventCity} with populate=team. */
  team: number | { id: number; name: string; slug: string; eventCity: string } | null;
  /** Person id, or {id, firstName, lastName, email, phone} with populate=person. */
  person: number | { id: number; firstName: string; lastName: string; email: string; phone: string | null } | null;
  /** Transaction id, or {id, hasShipped, externalTransactionId} with populate=transaction. */
  transaction: number | { id: number; hasShipped: boolean; externalTransactionId: string | null };
  eventCity: string | null;
  eventYear: number;
  productDetails: { name: string; size: string; unitCount: number; pricePerUnit: number } | null;
  runnerDetails: Record<string, unknown> | null;
  shippingAddress: Address | null;
  createdAt: string;
}
