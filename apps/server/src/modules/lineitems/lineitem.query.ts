import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH, lineItemListQuerySchema } from '@walkfund/domain';

/**
 * The fields `sortBy` may name on GET /v1/lineitems/: the columns of the Donations, Runners and
 * T-Shirts grids. `supporting` sorts event items before team items (ascending); `shipped` by the
 * transaction's flag; `size`, `quantity` and `product` by the shirt; `runType` and `runnerName`
 * (last name, then first) by the runner.
 */
export const LINE_ITEM_SORT_FIELDS = [
  'createdAt', 'amount', 'type', 'eventYear', 'eventCity', 'primaryContact', 'supporting', 'team', 'shipped', 'size', 'quantity',
  'product', 'runType', 'runnerName',
] as const;

/**
 * GET /v1/lineitems/ as the grids call it: the team page's query (type, team, eventYear, paging,
 * populate) plus `search`, a case-insensitive substring of any field a grid shows: the name
 * (primary contact), employer, team name, event city, the donor's email, the shirt's name and
 * size, the runner's name, email and run type. A captain's search never matches an anonymous
 * donor's name, employer or email (they are withheld from captains).
 */
export const lineItemGridQuerySchema = lineItemListQuerySchema.extend({
  search: z.string().trim().max(SHORT_TEXT_MAX_LENGTH, `search must be at most ${SHORT_TEXT_MAX_LENGTH} characters.`).optional(),
});
export type LineItemGridQuery = z.infer<typeof lineItemGridQuerySchema>;
