import { z } from 'zod';
import { addressViewSchema } from '../common/address-view.schema.ts';
import { UI_MESSAGES } from '../messages.ts';
import { starOfTeamSchema } from './star-of-team.schema.ts';

/** One closed year of a team (GET /v1/teams/history/{id}, newest year first; [] shows UI_MESSAGES.noTeamHistory). */
export const teamHistoryEntrySchema = z.object({
  year: z.number(),
  name: z.string(),
  eventCity: z.string(),
  captain: z
    .object({
      userId: z.number().nullable(),
      personId: z.number().nullable(),
      /** "First Last" */
      name: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      address: addressViewSchema.nullable(),
      lifeChurchLocation: z.string().nullable(),
      shirtSize: z.string().nullable(),
    })
    .nullable(),
  /** Dollars. */
  totalRaised: z.number(),
  participantCount: z.number(),
  /** Dollars. */
  teamDonationGoal: z.number(),
  teamMemberGoal: z.number(),
  hasFacebookFundraiser: z.boolean(),
  hasCommunityEvent: z.boolean(),
  hasEmployeeMatch: z.boolean(),
  /** Names of the badges complete when the year closed. */
  badges: z.array(z.string()),
  starOfTeam: starOfTeamSchema.nullable(),
  /** `raised`: dollars credited to the member that year, as kept when the year closed (docs/decisions/0008-fundraiser-credit.md). */
  members: z.array(z.object({ personId: z.number(), firstName: z.string(), lastName: z.string(), email: z.string(), raised: z.number() })),
  /** When the year was closed (reset or reactivation). */
  closedAt: z.string(),
});
export type TeamHistoryEntry = z.infer<typeof teamHistoryEntrySchema>;

/** GET /v1/teams/history/{id}: closed years, newest first. */
export const teamHistorySchema = z.array(teamHistoryEntrySchema);

export const NO_TEAM_HISTORY = UI_MESSAGES.noTeamHistory;
