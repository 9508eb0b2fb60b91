import {
  centsToDollars, progressPercent, type CaptainPerson, type PublicTeam, type StarOfTeam, type TeamDetail, type TeamHistoryEntry, type TeamListItem,
  type TeamMember,
} from '@walkfund/domain';
import type { TeamHistoryRow } from './team-history.repo.ts';
import type { TeamRow } from './team.repo.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';

export type { TeamDetail, TeamListItem } from '@walkfund/domain';

interface TeamWithCounts {
  team: TeamRow;
  participants: number;
  captainPerson: CaptainPerson | null;
}

/** Stored rich text is sanitized when written; answers sanitize again, so rows older than the rule are safe too. */
function starView(star: StarOfTeam | null): StarOfTeam | null {
  return star ? { ...star, message: sanitizeRichText(star.message) } : null;
}

/** A team in the admin list (GET /v1/teams): money in dollars. */
export function toTeamListItem(row: TeamWithCounts, populateCaptain: boolean): Required<TeamListItem> {
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
    reactivateDate: t.reactivateDate?.toISOString() ?? null,
    fundraisingGoalPercentage: progressPercent(t.totalRaisedCents, t.teamDonationGoalCents),
    memberGoalPercentage: progressPercent(row.participants, t.teamMemberGoal),
  };
}

/** A team for its captain or an admin (GET /v1/teams/{id} and every team write). */
export function toTeamDetail(row: TeamWithCounts, members: TeamMember[]): TeamDetail {
  const t = row.team;
  return {
    ...toTeamListItem(row, true),
    teamMessage: sanitizeRichText(t.teamMessage),
    starOfTeam: starView(t.starOfTeam),
    hasFacebookFundraiser: t.hasFacebookFundraiser,
    hasCommunityEvent: t.hasCommunityEvent,
    hasEmployeeMatch: t.hasEmployeeMatch,
    members,
  };
}

/** The public team page (GET /v1/teams/by-slug/{slug}): no contact details. */
export function toPublicTeam(row: TeamWithCounts): PublicTeam {
  const t = row.team;
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    teamMessage: sanitizeRichText(t.teamMessage),
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
/** publicTeamSchema in packages/domain/src/teams/public-team.schema.ts. */
export type { PublicTeam };

/** One closed year (GET /v1/teams/history/{id}). */
export function toTeamHistoryEntry(h: TeamHistoryRow): TeamHistoryEntry {
  const c = h.captain;
  return {
    year: h.year,
    name: h.name,
    eventCity: h.eventCity,
    captain: c
      ? {
          userId: c.userId,
          personId: c.personId,
          name: `${c.firstName} ${c.lastName}`.trim(),
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email,
          phone: c.phone,
          address: c.address,
          lifeChurchLocation: c.lifeChurchLocation,
          shirtSize: c.shirtSize,
        }
      : null,
    totalRaised: centsToDollars(h.totalRaisedCents),
    participantCount: h.participantCount,
    teamDonationGoal: centsToDollars(h.teamDonationGoalCents),
    teamMemberGoal: h.teamMemberGoal,
    hasFacebookFundraiser: h.hasFacebookFundraiser,
    hasCommunityEvent: h.hasCommunityEvent,
    hasEmployeeMatch: h.hasEmployeeMatch,
    badges: h.badges,
    starOfTeam: starView(h.starOfTeam),
    members: h.members.map((m) => ({ personId: m.personId, firstName: m.firstName, lastName: m.lastName, email: m.email, raised: centsToDollars(m.raisedCents ?? 0) })),
    closedAt: h.createdAt.toISOString(),
  };
}
