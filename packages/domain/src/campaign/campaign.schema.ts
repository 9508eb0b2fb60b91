import { z } from 'zod';
import { SLUG_MAX_LENGTH } from '../teams/constants.ts';
import { publicTeamSchema } from '../teams/public-team.schema.ts';
import { fundraiserListSchema } from '../fundraisers/fundraiser.schema.ts';

/**
 * The public campaign reads (docs/decisions/0121-public-home.md): the event's home (`GET /v1/campaign/`) and a team's
 * page (`GET /v1/campaign/teams/{slug}`). Money is dollars (docs/decisions/0108-amounts-in-cents.md). A donor is shown by
 * first name and last initial, or "Anonymous"; never an email, a phone or a full last name.
 */

/** Teams on the home page's leaderboard. */
export const CAMPAIGN_LEADERBOARD_SIZE = 10;
/** Gifts on a donor wall (the newest first). */
export const CAMPAIGN_DONOR_WALL_SIZE = 20;
/** What a donor who chose to stay anonymous is shown as. */
export const ANONYMOUS_DONOR_NAME = 'Anonymous';

export const campaignTeamParams = z.object({ slug: z.string().trim().min(1).max(SLUG_MAX_LENGTH) });

export const campaignDonorSchema = z.object({
  /** "Dana T.", the employer when the donor gave in its name, or "Anonymous". */
  name: z.string(),
  /** Dollars, or null when the event does not show amounts (setting showDonorAmounts). */
  amount: z.number().nullable(),
  createdAt: z.string(),
  /** The team the gift supports; null for a gift to the event. */
  teamName: z.string().nullable(),
});
export type CampaignDonor = z.infer<typeof campaignDonorSchema>;

/**
 * A gift on its team's page: the donor wall's naming, plus the message the donor wrote for the
 * page ("Message (optional, shown on the page)"), as a walker's page shows its supporters'. An
 * anonymous donor's message is shown under "Anonymous". The event's wall shows names only.
 */
export const campaignTeamDonorSchema = campaignDonorSchema.extend({
  /** The donor's public message (plain text, at most DONOR_MESSAGE_MAX_LENGTH characters), or null. */
  message: z.string().nullable(),
  /** "In memory of Grandpa Joe" when the donor let the list show their tribute (docs/features/tributes.md), else null. */
  tribute: z.string().nullable().optional(),
});
export type CampaignTeamDonor = z.infer<typeof campaignTeamDonorSchema>;

export const campaignCitySchema = z.object({
  city: z.string(),
  /** Dollars raised this year for the city's event and its teams. */
  raised: z.number(),
  /** Active teams of the city this year. */
  teams: z.number(),
});
export type CampaignCity = z.infer<typeof campaignCitySchema>;

export const campaignLeaderboardTeamSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  raised: z.number(),
  eventCity: z.string(),
  participants: z.number(),
});
export type CampaignLeaderboardTeam = z.infer<typeof campaignLeaderboardTeamSchema>;

/** GET /v1/campaign/: the current event year's progress, leaders and newest gifts. */
export const campaignSummarySchema = z.object({
  year: z.number(),
  raised: z.number(),
  goal: z.number(),
  cities: z.array(campaignCitySchema),
  leaderboard: z.array(campaignLeaderboardTeamSchema),
  donors: z.array(campaignDonorSchema),
  /** The top fundraisers of the year (FUNDRAISER_LEADERBOARD_SIZE, pages that are on and consent; [] when personal pages are off). */
  fundraisers: fundraiserListSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** GET /v1/campaign/teams/{slug}: the public team page (the team's public fields), its member goal and its donor wall with the donors' messages. */
export const campaignTeamSchema = publicTeamSchema.extend({
  teamMemberGoal: z.number(),
  donors: z.array(campaignTeamDonorSchema),
});
export type CampaignTeam = z.infer<typeof campaignTeamSchema>;

export interface DonorNameInput {
  firstName: string;
  lastName: string;
  anonymous: boolean;
  useEmployerAsName?: boolean;
  employer?: string | null;
}

/**
 * How a gift is credited on a donor wall: "Anonymous" when the donor chose it, the employer when
 * they gave in its name, else the first name and the last name's initial ("Dana T.").
 */
export function donorDisplayName(donor: DonorNameInput): string {
  if (donor.anonymous) return ANONYMOUS_DONOR_NAME;
  const employer = donor.employer?.trim();
  if (donor.useEmployerAsName && employer) return employer;
  const first = donor.firstName.trim();
  const initial = donor.lastName.trim().charAt(0).toUpperCase();
  const name = [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
  return name || ANONYMOUS_DONOR_NAME;
}
