import { centsToDollars, progressPercent } from '@walkfund/domain';
import type { TeamRow } from './team.repo.ts';
import { sanitizeTeamMessage } from './team-message.ts';

export interface CaptainPersonView {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

interface TeamWithCounts {
  team: TeamRow;
  participants: number;
  captainPerson: CaptainPersonView | null;
}

/** A team in the admin list (GET /v1/teams): money in dollars. */
export function toTeamListItem(row: TeamWithCounts, populateCaptain: boolean) {
  const t = row.team;
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    active: t.active,
    eventCity: t.eventCity,
    imageUrl: t.imageUrl,
    totalRaised: centsToDollars(t.totalRaisedCents),
    teamDonationGoal: centsToDollars(t.teamDonationGoalCents),
    teamMemberGoal: t.teamMemberGoal,
    participants: row.participants,
    captain: t.captainUserId,
    captainPerson: populateCaptain ? row.captainPerson : null,
    year: t.year,
    createdAt: t.createdAt.toISOString(),
  };
}
export type TeamListItem = ReturnType<typeof toTeamListItem>;

/** A team for its captain or an admin (GET /v1/teams/{id}, POST /v1/teams). */
export function toTeamDetail(
  row: TeamWithCounts,
  members: { personId: number; firstName: string; lastName: string; email: string; phone: string | null; event: string; active: boolean }[],
) {
  const t = row.team;
  return {
    ...toTeamListItem(row, true),
    teamMessage: t.teamMessage,
    starOfTeam: t.starOfTeam,
    hasFacebookFundraiser: t.hasFacebookFundraiser,
    hasCommunityEvent: t.hasCommunityEvent,
    hasEmployeeMatch: t.hasEmployeeMatch,
    reactivateDate: t.reactivateDate?.toISOString() ?? null,
    fundraisingGoalPercentage: progressPercent(t.totalRaisedCents, t.teamDonationGoalCents),
    memberGoalPercentage: progressPercent(row.participants, t.teamMemberGoal),
    members,
  };
}
export type TeamDetail = ReturnType<typeof toTeamDetail>;

/** The public team page (GET /v1/teams/by-slug/{slug}): no contact details. */
export function toPublicTeam(row: TeamWithCounts) {
  const t = row.team;
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    teamMessage: sanitizeTeamMessage(t.teamMessage),
    imageUrl: t.imageUrl,
    eventCity: t.eventCity,
    captain: row.captainPerson ? { firstName: row.captainPerson.firstName, lastName: row.captainPerson.lastName } : null,
    totalRaised: centsToDollars(t.totalRaisedCents),
    teamDonationGoal: centsToDollars(t.teamDonationGoalCents),
    participants: row.participants,
    active: t.active,
    year: t.year,
  };
}
export type PublicTeam = ReturnType<typeof toPublicTeam>;
