import { z } from 'zod';
import { eventYearField, listQuerySchema, queryBoolean } from '@walkfund/domain';

/** Relations `populate=` may expand on the admin team list. */
export const TEAM_POPULATE = ['captainPerson'] as const;

/** GET /v1/teams (admin): the shared list query plus active, year and a name search. */
export const teamListQuerySchema = listQuerySchema.extend({
  active: queryBoolean.optional(),
  year: eventYearField.optional(),
  search: z.string().trim().max(200, 'search must be at most 200 characters.').optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

export const teamSlugParams = z.object({ slug: z.string().trim().min(1).max(200) });

/** Admin actions the spec sends with no body: nothing, or `{}`; anything else is refused. */
export const emptyBodySchema = z.strictObject({}).nullish();
