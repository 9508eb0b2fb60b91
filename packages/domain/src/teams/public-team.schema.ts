import { z } from 'zod';

/** GET /v1/teams/list: the public list (active teams of the current year). */
export const publicTeamListItemSchema = z.object({ id: z.number(), name: z.string(), slug: z.string(), eventCity: z.string() });
export type PublicTeamListItem = z.infer<typeof publicTeamListItemSchema>;
export const publicTeamListSchema = z.array(publicTeamListItemSchema);

/** GET /v1/teams/by-slug/{slug}: the public team page, without contact details. */
export const publicTeamSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  /** Sanitized rich text. */
  teamMessage: z.string(),
  imageUrl: z.string().nullable(),
  eventCity: z.string(),
  captain: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** Dollars. */
  totalRaised: z.number(),
  /** Dollars. */
  teamDonationGoal: z.number(),
  participants: z.number(),
  active: z.boolean(),
  year: z.number(),
});
export type PublicTeam = z.infer<typeof publicTeamSchema>;
