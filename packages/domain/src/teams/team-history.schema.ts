import type { Address } from '../common/fields.ts';
import { UI_MESSAGES } from '../messages.ts';
import type { StarOfTeam } from './star-of-team.schema.ts';

/** One closed year of a team (GET /v1/teams/history/{id}, newest year first; [] shows UI_MESSAGES.noTeamHistory). */
export interface TeamHistoryEntry {
  year: number;
  name: string;
  eventCity: string;
  captain: {
    userId: number | null;
    personId: number | null;
    /** "First Last" */
    name: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    address: Address | null;
    lifeChurchLocation: string | null;
    shirtSize: string | null;
  } | null;
  /** Dollars. */
  totalRaised: number;
  participantCount: number;
  /** Dollars. */
  teamDonationGoal: number;
  teamMemberGoal: number;
  hasFacebookFundraiser: boolean;
  hasCommunityEvent: boolean;
  hasEmployeeMatch: boolean;
  /** Names of the badges complete when the year closed. */
  badges: string[];
  starOfTeam: StarOfTeam | null;
  members: { personId: number; firstName: string; lastName: string; email: string }[];
  /** When the year was closed (reset or reactivation). */
  closedAt: string;
}

export const NO_TEAM_HISTORY = UI_MESSAGES.noTeamHistory;
