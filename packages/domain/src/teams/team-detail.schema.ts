import type { Address } from '../common/fields.ts';
import type { StarOfTeam } from './star-of-team.schema.ts';

/*
 * The captain dashboard's API (issue 7): the team page, its members, donations, badges, star of
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
export interface TeamMember {
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** piecewalk, 5k or donor */
  event: string;
  active: boolean;
}

export interface CaptainPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** The captain's mailing address and shirt size (the Teams report's captain columns); every team answer carries them. */
  address?: Address | null;
  shirtSize?: string | null;
}

/** A team in the admin list (GET /v1/teams): money in dollars; captainPerson when populated. */
export interface TeamListItem {
  id: number;
  name: string;
  slug: string;
  /** The stored flag: reset and the admin toggle clear it, reactivation sets it. */
  active: boolean;
  eventCity: string;
  imageUrl: string | null;
  /** Dollars: the team's paid line items of its year since its last reset (docs/decisions/0111-team-total-raised.md). */
  totalRaised: number;
  teamDonationGoal: number;
  teamMemberGoal: number;
  /** Active members of the team's year. */
  participants: number;
  /** The captain's user id. */
  captain: number | null;
  captainPerson: CaptainPerson | null;
  /** The event year the team was last active for (docs/decisions/0118-one-team-across-years.md). */
  year: number;
  createdAt: string;
  /** When the team was last reactivated (every team answer carries it; the Teams report's Reactivated). */
  reactivateDate?: string | null;
  /** Raised vs donation goal, percent with two decimals, capped at 100 (0 with no goal): the Teams report's Percent Raised. */
  fundraisingGoalPercentage?: number;
  /** Participants vs member goal, the same way: the Teams report's Percent Joined. */
  memberGoalPercentage?: number;
}

/** GET /v1/teams/{id} and the answer of every team write. */
export interface TeamDetail extends TeamListItem {
  /** Sanitized rich text. */
  teamMessage: string;
  /** Members of the team's year, by last name. */
  members: TeamMember[];
  starOfTeam: StarOfTeam | null;
  hasFacebookFundraiser: boolean;
  hasCommunityEvent: boolean;
  hasEmployeeMatch: boolean;
  /** When the team was last reactivated. */
  reactivateDate: string | null;
  /** Raised vs donation goal, percent with two decimals, capped at 100 (0 with no goal). */
  fundraisingGoalPercentage: number;
  /** Participants vs member goal, the same way. */
  memberGoalPercentage: number;
}
