import {
  TEAM_MESSAGES, centsToDollars, earnedBadgeNames, teamBadgeProgress, toCents, type EventSettings, type ReactivationInput,
  type TeamDetail, type TeamHistoryEntry,
} from '@walkfund/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { lockTotalsFor, recomputeFundraiserTotals, recomputeTeamTotal } from '../ledger/ledger.service.ts';
import {
  addTeamMembers, findMembershipsElsewhere, keepOnlyTeamMembers, listMemberIds, movePeopleToEventYear,
} from '../membership/membership.service.ts';
import { findTeamById } from '../../lib/teams-by-ids.repo.ts';
import { findCaptainSnapshot, findMembersRaised, insertTeamHistory, listTeamHistory } from './team-history.repo.ts';
import { countTeamMembers, listTeamMembers, updateTeam, type TeamRow } from './team.repo.ts';
import { assertOwnTeamOrAdmin } from './team-access.ts';
import { startPageGoals } from '../fundraisers/fundraiser-page.service.ts';
import { checkMemberLists, moveTeamCity, updateCaptainPerson } from './team-update.service.ts';
import { loadTeamDetail } from './team.service.ts';
import { toTeamHistoryEntry } from './team.view.ts';

/*
 * The team's year (docs/decisions/0118-one-team-across-years.md, docs/decisions/0123-membership-per-year.md). A team record lives across years; `year` is the
 * event year it was last active for. A year closes by a reset (admin) or a reactivation: its
 * results, captain, badges and member list are kept in team_history as they were, once per
 * year. Memberships of past years stay in team_members untouched.
 */

/** What a year's progress starts from after a reset: nothing raised, no goals, no badges, no star. */
const ZEROED_PROGRESS = {
  totalRaisedCents: 0,
  teamDonationGoalCents: 0,
  teamMemberGoal: 0,
  hasFacebookFundraiser: false,
  hasCommunityEvent: false,
  hasEmployeeMatch: false,
  starOfTeam: null,
} as const;

/**
 * Writes the team's year (`team.year`) to history, unless that year is already closed: the
 * total from its line items, the active members counted, the member list, the captain's contact
 * details and the badges complete at that moment, each member with what they raised that year.
 */
async function closeYear(tx: Tx, team: TeamRow, settings: EventSettings) {
  const totalCents = await recomputeTeamTotal(tx, team.id, team.year);
  const participants = await countTeamMembers(tx, team.id, team.year);
  const members = await listTeamMembers(tx, team.id, team.year);
  const raised = await findMembersRaised(tx, team.id, team.year);
  const badges = earnedBadgeNames(
    teamBadgeProgress(
      {
        totalRaised: centsToDollars(totalCents),
        participants,
        hasFacebookFundraiser: team.hasFacebookFundraiser,
        hasCommunityEvent: team.hasCommunityEvent,
        hasEmployeeMatch: team.hasEmployeeMatch,
      },
      settings,
    ),
  );
  await insertTeamHistory(tx, {
    teamId: team.id,
    year: team.year,
    name: team.name,
    eventCity: team.eventCity,
    captain: await findCaptainSnapshot(tx, team.captainUserId, team.captainPersonId),
    totalRaisedCents: totalCents,
    participantCount: participants,
    teamDonationGoalCents: team.teamDonationGoalCents,
    teamMemberGoal: team.teamMemberGoal,
    hasFacebookFundraiser: team.hasFacebookFundraiser,
    hasCommunityEvent: team.hasCommunityEvent,
    hasEmployeeMatch: team.hasEmployeeMatch,
    members: members.map((m) => ({ personId: m.personId, firstName: m.firstName, lastName: m.lastName, email: m.email, raisedCents: raised.get(m.personId) ?? 0 })),
    badges,
    starOfTeam: team.starOfTeam,
  });
}

/**
 * PATCH /v1/teams/reset/{id} (admin): the team's year is closed into history (kept if already
 * closed), the team becomes inactive and its year's progress is zeroed: totalRaised counts only
 * line items recorded after now (every line item stays, for reports and receipts), the goals,
 * badge switches and star of the team are cleared. Members stay, for the reactivation wizard to
 * choose from. One transaction.
 */
export async function resetTeam(args: { db: Db; id: number }): Promise<TeamDetail> {
  const { db, id } = args;
  await db.transaction(async (tx) => {
    const team = await lockTotalsFor(tx, id);
    if (!team) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
    await closeYear(tx, team, await loadEventSettings(tx));
    await updateTeam(tx, team.id, { ...ZEROED_PROGRESS, active: false, progressResetAt: new Date() });
    // The year's fundraisers start again from zero with the team (docs/decisions/0008-fundraiser-credit.md).
    await recomputeFundraiserTotals(tx, team.id, team.year);
  });
  return loadTeamDetail(db, id);
}

/**
 * PATCH /v1/teams/reactivate/{id} (the team's captain or an admin; see reactivationInputSchema):
 * the closing year (`team.year`) goes to history, the team is active for the current event year
 * with the new name, city and goals, the kept members (and the captain) are its members for the
 * current year and no one else is, their persons take part in the current year, and the
 * captain's person gets the personal information. 409 when already active this year. One
 * transaction: a refused or failed reactivation writes nothing.
 */
export async function reactivateTeam(args: { db: Db; id: number; viewer: AuthUser; input: ReactivationInput }): Promise<TeamDetail> {
  const { db, id, viewer, input } = args;
  assertOwnTeamOrAdmin(viewer, id);
  if (input.id !== undefined && input.id !== id) throw AppError.badRequest(TEAM_MESSAGES.idMismatch, [{ field: 'id', message: TEAM_MESSAGES.idMismatch }]);
  await db.transaction(async (tx) => {
    const team = await lockTotalsFor(tx, id);
    if (!team) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
    const settings = await loadEventSettings(tx);
    const year = settings.appYear;
    if (team.active && team.year === year) throw AppError.conflict(TEAM_MESSAGES.alreadyActive(year));
    if (team.captainPersonId === null) throw AppError.badRequest(TEAM_MESSAGES.noCaptain, [{ field: 'captain', message: TEAM_MESSAGES.noCaptain }]);
    const { kept } = await checkMemberLists(tx, team, input);
    const joining = [...new Set([team.captainPersonId, ...kept])];
    const elsewhere = await findMembershipsElsewhere(tx, team.id, year, joining);
    if (elsewhere.length) throw AppError.conflict(TEAM_MESSAGES.membersOnAnotherTeam(elsewhere.map((m) => m.personId), year));

    await closeYear(tx, team, settings);
    await updateCaptainPerson(tx, team, input.captain);
    const newYear = { id: team.id, year };
    await keepOnlyTeamMembers(tx, team.id, year, joining);
    await addTeamMembers(tx, newYear, joining);
    await startPageGoals(tx, joining, year);
    await movePeopleToEventYear(tx, joining, year);
    // The new year's entries were just written with the team's old city: the new one's moves them too.
    await moveTeamCity(tx, { id: team.id, year, eventCity: team.eventCity }, input.team.eventCity);
    await updateTeam(tx, team.id, {
      ...ZEROED_PROGRESS,
      name: input.team.name,
      eventCity: input.team.eventCity,
      teamDonationGoalCents: toCents(input.team.teamDonationGoal),
      teamMemberGoal: input.team.teamMemberGoal,
      active: true,
      year,
      reactivateDate: new Date(),
      // Closing the current year itself: its progress so far is history now, the new one starts at zero.
      ...(team.year === year ? { progressResetAt: new Date() } : {}),
    });
    await recomputeTeamTotal(tx, team.id, year);
    // The kept members' rows of this year follow the reset (a new year's rows start at zero).
    if (team.year === year) await recomputeFundraiserTotals(tx, team.id, year);
  });
  return loadTeamDetail(db, id);
}

/**
 * PATCH /v1/teams/event-year-update/{id} (admin): the team's members (of its year) take part in
 * the current event year: their persons' eventYear becomes it and, when the team's year is an
 * earlier one, they are members for the current year too (unless on another team this year).
 */
export async function updateMembersEventYear(args: { db: Db; id: number }): Promise<TeamDetail> {
  const { db, id } = args;
  await db.transaction(async (tx) => {
    const team = await lockTotalsFor(tx, id);
    if (!team) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
    const year = (await loadEventSettings(tx)).appYear;
    const memberIds = await listMemberIds(tx, team.id, team.year);
    await movePeopleToEventYear(tx, memberIds, year);
    if (team.year !== year) await addTeamMembers(tx, { id: team.id, year }, memberIds);
  });
  return loadTeamDetail(db, id);
}

/** GET /v1/teams/history/{id} (the team's captain or an admin): closed years, newest first. */
export async function getTeamHistory(args: { db: Db; id: number; viewer: AuthUser }): Promise<TeamHistoryEntry[]> {
  assertOwnTeamOrAdmin(args.viewer, args.id);
  if (!(await findTeamById(args.db, args.id))) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
  return (await listTeamHistory(args.db, args.id)).map(toTeamHistoryEntry);
}
