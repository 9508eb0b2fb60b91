import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH, eventYearField, listQuerySchema, queryBoolean } from '@walkfund/domain';

/** Relations `populate=` may expand on the admin team list. */
export const TEAM_POPULATE = ['captainPerson'] as const;

/**
 * GET /v1/teams (admin): the shared list query plus active, year and `search`, a case-insensitive
 * substring of any field the grid shows: team name, city, captain's first, last or full name and
 * email.
 */
export const teamListQuerySchema = listQuerySchema.extend({
  active: queryBoolean.optional(),
  year: eventYearField.optional(),
  search: z.string().trim().max(SHORT_TEXT_MAX_LENGTH, `search must be at most ${SHORT_TEXT_MAX_LENGTH} characters.`).optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

export const teamSlugParams = z.object({ slug: z.string().trim().min(1).max(200) });

/** Admin actions the spec sends with no body: nothing, or `{}`; anything else is refused. */
export const emptyBodySchema = z.strictObject({}).nullish();
