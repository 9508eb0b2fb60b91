import {
  ADMIN_ONLY_TEAM_FIELDS, PERSON_MESSAGES, TEAM_MESSAGES, centsToDollars, mergeTeamChanges, starUnlocked,
  toCents, type CaptainPersonUpdateInput, type TeamCaptainInput, type TeamDetail, type TeamUpdateInput,
} from '@walkfund/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { lockTotalsFor } from '../ledger/ledger.service.ts';
import {
  addTeamMembers, changePerson, findMembershipsElsewhere, findPeople, findPerson, listMemberIds, removeTeamMembers,
} from '../membership/membership.service.ts';
import { personPatchOf } from '../membership/person-row.ts';
import { recordMemberWaiver } from '../waivers/member-waiver.service.ts';
import { setTeamCaptain, updateTeam, type TeamInsert, type TeamRow } from './team.repo.ts';
import { clearOtherCaptains, findUserForCaptaincy, setUserTeam } from './team-captain.repo.ts';
import { assertOwnTeamOrAdmin } from './team-access.ts';
import { lockMemberEntries, moveMembersToCity } from './team-city.repo.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { loadTeamDetail } from './team.service.ts';

const badRequest = (field: string, message: string) => AppError.badRequest(message, [{ field, message }]);

/**
 * The spec's member lists checked against the team's members of its year: every kept and
 * removed id must be a member, none both, and every email must be a kept member's. Nothing is
 * written from the emails: they are derived data the client echoes (docs/decisions/0119-spec-payloads-accepted.md).
 */
export async function checkMemberLists(
  tx: Tx,
  team: TeamRow,
  lists: { updateMembers?: number[]; removeMembers?: number[]; updateMemberEmails?: string[] },
): Promise<{ memberIds: number[]; kept: number[]; removed: number[] }> {
  const memberIds = await listMemberIds(tx, team.id, team.year);
  const members = new Set(memberIds);
  const kept = [...new Set(lists.updateMembers ?? [])];
  const removed = [...new Set(lists.removeMembers ?? [])];
  const strangers = [...kept, ...removed].filter((id) => !members.has(id));
  if (strangers.length) throw badRequest(kept.some((id) => !members.has(id)) ? 'updateMembers' : 'removeMembers', TEAM_MESSAGES.notMembers([...new Set(strangers)]));
  const both = kept.filter((id) => removed.includes(id));
  if (both.length) throw badRequest('removeMembers', TEAM_MESSAGES.keptAndRemoved(both));
  const emails = lists.updateMemberEmails ?? [];
  if (emails.length) {
    const keptEmails = new Set((await findPeople(tx, kept)).map((p) => p.email.toLowerCase()));
    const unknown = emails.filter((e) => !keptEmails.has(e.toLowerCase()));
    if (unknown.length) throw badRequest('updateMemberEmails', TEAM_MESSAGES.notKeptEmails(unknown));
  }
  return { memberIds, kept, removed };
}

/**
 * Writes the captain's personal information to the team's captain person. An email, when sent,
 * must be the stored one (a profile shows it read-only; the login email is the user's).
 */
export async function updateCaptainPerson(tx: Tx, team: TeamRow, input: CaptainPersonUpdateInput) {
  if (team.captainPersonId === null) throw badRequest('captain', TEAM_MESSAGES.noCaptain);
  const person = await findPerson(tx, team.captainPersonId);
  if (!person) throw badRequest('captain', TEAM_MESSAGES.noCaptain);
  if (input.email !== undefined && input.email.toLowerCase() !== person.email.toLowerCase()) {
    throw badRequest('captain.email', TEAM_MESSAGES.captainEmailFixed);
  }
  const { email: _email, ...changes } = input;
  await changePerson(tx, person.id, personPatchOf(changes));
}

/**
 * A new city for the team, in the caller's transaction after the team's row is locked: its members
 * of the team's year and their walk entries move with it, so check-in's roster (by city) and the
 * team agree (docs/decisions/0011-event-day-check-in.md: an entry carries the city of the event).
 * Moving them is one update each, nothing else holds the city before the event day; once the gate
 * has started on a member (checked in, a bib from the old city's range, a shirt from its stock)
 * the change is refused instead, as those cannot follow.
 */
export async function moveTeamCity(tx: Tx, team: Pick<TeamRow, 'id' | 'year' | 'eventCity'>, city: string): Promise<void> {
  if (city === team.eventCity) return;
  const { ids, startedAtGate } = await lockMemberEntries(tx, team);
  if (startedAtGate > 0) throw AppError.conflict(TEAM_MESSAGES.cityFixedAtTheGate(team.eventCity));
  await moveMembersToCity(tx, team, ids, city);
}

/**
 * PATCH /v1/teams/{id}: the team's captain or an admin changes the fields sent (see
 * teamUpdateInputSchema). Admin-only fields from a captain are a 403; the star of the team is
 * locked (403 with the spec's text) until the team has raised starOfTheTeamLimit; rich text is
 * sanitized; a new city moves the members with the team (moveTeamCity). Everything in one
 * transaction: a refused part changes nothing.
 */
export async function updateTeamDetails(args: { db: Db; id: number; viewer: AuthUser; input: TeamUpdateInput }): Promise<TeamDetail> {
  const { db, id, viewer, input } = args;
  assertOwnTeamOrAdmin(viewer, id);
  const { changes, conflicts } = mergeTeamChanges(input);
  if (conflicts.length) throw badRequest(`team.${conflicts[0]}`, TEAM_MESSAGES.conflictingField(conflicts[0]!));
  if (viewer.role !== 'admin' && ADMIN_ONLY_TEAM_FIELDS.some((field) => changes[field] !== undefined)) {
    throw AppError.forbidden(TEAM_MESSAGES.adminOnlyFields);
  }

  await db.transaction(async (tx) => {
    const team = await lockTotalsFor(tx, id);
    if (!team) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
    if (changes.starOfTeam) {
      const { starOfTheTeamLimit } = await loadEventSettings(tx);
      if (!starUnlocked(centsToDollars(team.totalRaisedCents), starOfTheTeamLimit)) throw AppError.forbidden(TEAM_MESSAGES.starLocked(starOfTheTeamLimit));
    }
    const { removed } = await checkMemberLists(tx, team, input);
    if (team.captainPersonId !== null && removed.includes(team.captainPersonId)) throw badRequest('removeMembers', PERSON_MESSAGES.captainCannotLeave);
    if (input.captain) await updateCaptainPerson(tx, team, input.captain);

    const values: Partial<TeamInsert> = {};
    if (changes.name !== undefined) values.name = changes.name;
    if (changes.eventCity !== undefined) values.eventCity = changes.eventCity;
    if (changes.teamMessage !== undefined) values.teamMessage = sanitizeRichText(changes.teamMessage);
    if (changes.teamDonationGoal !== undefined) values.teamDonationGoalCents = toCents(changes.teamDonationGoal);
    if (changes.teamMemberGoal !== undefined) values.teamMemberGoal = changes.teamMemberGoal;
    if (changes.imageUrl !== undefined) values.imageUrl = changes.imageUrl || null;
    if (changes.starOfTeam !== undefined) {
      values.starOfTeam = changes.starOfTeam && { ...changes.starOfTeam, message: sanitizeRichText(changes.starOfTeam.message) };
    }
    for (const field of ADMIN_ONLY_TEAM_FIELDS) if (changes[field] !== undefined) values[field] = changes[field];
    if (changes.eventCity !== undefined) await moveTeamCity(tx, team, changes.eventCity);
    if (Object.keys(values).length) await updateTeam(tx, team.id, values);
    await removeTeamMembers(tx, team.id, team.year, removed);
  });
  return loadTeamDetail(db, id);
}

/**
 * PUT /v1/teams/captain/{id} (admin): the user becomes the team's captain (users.team_id and the
 * team's captain ids) and their person a member of the team's year; the previous captain's user
 * loses the team (their person stays a member). One transaction.
 */
export async function changeTeamCaptain(args: { db: Db; id: number; input: TeamCaptainInput }): Promise<TeamDetail> {
  const { db, id, input } = args;
  await db.transaction(async (tx) => {
    const team = await lockTotalsFor(tx, id);
    if (!team) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
    const user = await findUserForCaptaincy(tx, input.captain);
    if (!user) throw badRequest('captain', TEAM_MESSAGES.captainUserNotFound(input.captain));
    if (!user.active) throw badRequest('captain', TEAM_MESSAGES.captainUserInactive);
    if (user.teamId !== null && user.teamId !== team.id) throw AppError.conflict(TEAM_MESSAGES.captainOfAnotherTeam(user.teamName ?? String(user.teamId)));
    if (user.personId !== null && (await findMembershipsElsewhere(tx, team.id, team.year, [user.personId])).length) {
      throw AppError.conflict(TEAM_MESSAGES.captainOnAnotherTeam(team.year));
    }
    await clearOtherCaptains(tx, team.id, user.id);
    await setUserTeam(tx, user.id, team.id);
    await setTeamCaptain(tx, team.id, user.id, user.personId);
    if (user.personId !== null) {
      await addTeamMembers(tx, team, [user.personId]);
      await recordMemberWaiver(tx, { team, personId: user.personId, acceptance: null, ipAddress: null });
    }
  });
  return loadTeamDetail(db, id);
}
