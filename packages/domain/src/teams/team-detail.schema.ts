import { z } from 'zod';
import { addressViewSchema } from '../common/address-view.schema.ts';
import { pagedSchema } from '../common/paged.schema.ts';
import { memberFundraisingSchema } from '../fundraisers/fundraiser.schema.ts';
import { starOfTeamSchema } from './star-of-team.schema.ts';

/*
 * The captain dashboard's API (docs/features/team-year.md): the team page, its members, donations, badges, star of
 * the team, the team's year (reset, reactivation, history) and the admin's team actions.
 *
 * Who may call what (401 without a token, 403 for the wrong user, decided before the body is read):
 *   GET    /v1/teams/{id}                    the team's captain or an admin        -> TeamDetail
 *   PATCH  /v1/teams/{id}                    the team's captain or an admin        -> TeamDetail
 *   PUT    /v1/teams/captain/{id}            admin                                  -> TeamDetail
 *   PATCH  /v1/teams/reactivate/{id}         the team's captain or an admin        -> TeamDetail
 *   PATCH  /v1/teams/reset/{id}              admin                                  -> TeamDetail
 *   PATCH  /v1/teams/event-year-update/{id}  admin                                  -> TeamDetail
 *   GET    /v1/teams/history/{id}            the team's captain or an admin        -> TeamHistoryEntry[]
 *   POST   /v1/persons/                      anyone (join flow; the add-member form) -> PersonView
 *   GET    /v1/persons/{id}                  that person's user or an admin         -> PersonView
 *   PATCH  /v1/persons/{id}                  that person's user or an admin         -> PersonView
 *   PATCH  /v1/persons/remove/{id}           the team's captain or an admin        -> TeamDetail
 *   GET    /v1/lineitems/                    admin; a captain with team={own team}&type=donation -> Paged<LineItemView>
 *
 * Membership (docs/decisions/0123-membership-per-year.md): a person is on a team for an event year. A team's members,
 * participant count and member percentage are those of the team's year (`year`: the current
 * event year for a team that is active this year; the closed year until an inactive team is
 * reactivated). Money is in dollars in the API, cents inside.
 */

/** A member of the team in the team's year. `active` is the person's active flag. */
export const teamMemberSchema = z.object({
  personId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** piecewalk, 5k or donor */
  event: z.string(),
  active: z.boolean(),
  /** Raised and goal of the team's year, and the member's page (docs/features/personal-pages.md): the captain's members grid. */
  fundraising: memberFundraisingSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const captainPersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The captain's mailing address and shirt size (the Teams report's captain columns); every team answer carries them. */
  address: addressViewSchema.nullable().optional(),
  shirtSize: z.string().nullable().optional(),
});
export type CaptainPerson = z.infer<typeof captainPersonSchema>;

/** A team in the admin list (GET /v1/teams): money in dollars; captainPerson when populated. */
export const teamListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  /** The stored flag: reset and the admin toggle clear it, reactivation sets it. */
  active: z.boolean(),
  eventCity: z.string(),
  imageUrl: z.string().nullable(),
  /** Dollars: the team's paid line items of its year since its last reset (docs/decisions/0111-team-total-raised.md). */
  totalRaised: z.number(),
  teamDonationGoal: z.number(),
  teamMemberGoal: z.number(),
  /** Active members of the team's year. */
  participants: z.number(),
  /** The captain's user id. */
  captain: z.number().nullable(),
  captainPerson: captainPersonSchema.nullable(),
  /** The event year the team was last active for (docs/decisions/0118-one-team-across-years.md). */
  year: z.number(),
  createdAt: z.string(),
  /** When the team was last reactivated (every team answer carries it; the Teams report's Reactivated). */
  reactivateDate: z.string().nullable().optional(),
  /** Raised vs donation goal, percent with two decimals, capped at 100 (0 with no goal): the Teams report's Percent Raised. */
  fundraisingGoalPercentage: z.number().optional(),
  /** Participants vs member goal, the same way: the Teams report's Percent Joined. */
  memberGoalPercentage: z.number().optional(),
});
export type TeamListItem = z.infer<typeof teamListItemSchema>;

/** GET /v1/teams/{id} and the answer of every team write. */
export const teamDetailSchema = teamListItemSchema.extend({
  /** Sanitized rich text. */
  teamMessage: z.string(),
  /** Members of the team's year, by last name. */
  members: z.array(teamMemberSchema),
  starOfTeam: starOfTeamSchema.nullable(),
  hasFacebookFundraiser: z.boolean(),
  hasCommunityEvent: z.boolean(),
  hasEmployeeMatch: z.boolean(),
  /** When the team was last reactivated. */
  reactivateDate: z.string().nullable(),
  /** Raised vs donation goal, percent with two decimals, capped at 100 (0 with no goal). */
  fundraisingGoalPercentage: z.number(),
  /** Participants vs member goal, the same way. */
  memberGoalPercentage: z.number(),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** GET /v1/teams (admin): the paged team list. */
export const teamListPageSchema = pagedSchema(teamListItemSchema);

/**
 * What creating a team with a new captain answers (POST /v1/teams, 201, and the admin's short
 * form POST /v1/teams/create-team): the team and the captain's new user.
 */
export const createdTeamSchema = z.object({
  team: teamDetailSchema,
  user: z.object({
    id: z.number(),
    email: z.string(),
    role: z.literal('captain'),
    active: z.boolean(),
    isEmailVerified: z.boolean(),
    person: z.number(),
    team: z.object({ id: z.number(), name: z.string(), slug: z.string(), active: z.boolean() }),
  }),
});
export type CreatedTeam = z.infer<typeof createdTeamSchema>;
