import { TEAM_MESSAGES, type AdminTeamCreateInput, type AdminTeamWithCaptainInput } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/email.ts';
import type { AfterResponseQueue } from '../../lib/after-response.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentEventYear, loadEventSettings } from '../event-settings/event-settings.service.ts';
import { addTeamMembers, findMembershipsElsewhere, movePeopleToEventYear } from '../membership/membership.service.ts';
import { recordMemberWaiver } from '../waivers/member-waiver.service.ts';
import { lockUserForCaptaincy } from './team-admin.repo.ts';
import { setTeamCaptain } from './team.repo.ts';
import { setUserTeam } from './team-captain.repo.ts';
import { loadTeamDetail } from './team.service.ts';
import { createTeamWithNewCaptain, createdTeamAnswer, insideNewTeam, type CreatedTeam } from './team-create.ts';
import type { TeamDetail } from './team.view.ts';

const badRequest = (field: string, message: string) => AppError.badRequest(message, [{ field, message }]);

/**
 * POST /v1/teams/new-team (admin): a team of the current event year captained by an existing
 * user. In one transaction, with the user's row locked: the user must exist (400), be active
 * (400), captain no team yet (409) and be on no other team this year (409); then the user gets
 * the team, the team its captain, and the captain's person joins the team for the year (and takes
 * part in it: their event year becomes the team's).
 */
export async function createTeamForCaptain(args: { db: Db; input: AdminTeamCreateInput }): Promise<TeamDetail> {
  const { db, input } = args;
  const year = await currentEventYear(db);
  const team = await insideNewTeam(db, input, year, async (tx, team) => {
    const user = await lockUserForCaptaincy(tx, input.captain);
    if (!user) throw badRequest('captain', TEAM_MESSAGES.captainUserNotFound(input.captain));
    if (!user.active) throw badRequest('captain', TEAM_MESSAGES.captainUserInactive);
    if (user.teamId !== null) throw AppError.conflict(TEAM_MESSAGES.captainOfAnotherTeam(user.teamName ?? String(user.teamId)));
    if (user.personId !== null && (await findMembershipsElsewhere(tx, team.id, year, [user.personId])).length) {
      throw AppError.conflict(TEAM_MESSAGES.captainOnAnotherTeam(year));
    }
    await setUserTeam(tx, user.id, team.id);
    await setTeamCaptain(tx, team.id, user.id, user.personId);
    if (user.personId !== null) {
      await addTeamMembers(tx, team, [user.personId]);
      await movePeopleToEventYear(tx, [user.personId], year);
      await recordMemberWaiver(tx, { team, personId: user.personId, acceptance: null, ipAddress: null });
    }
    return team;
  });
  return loadTeamDetail(db, team.id);
}

/**
 * POST /v1/teams/create-team (admin; the back office's short Create a Team form): the captain's
 * user (role captain, argon2id hash) and person (current event year, the team's city, the walk)
 * and the team, captained by them with the captain as its first member, in one transaction, as
 * the public POST /v1/teams does. An email that has a user is a 409. The captain gets a welcome
 * email after the answer.
 */
export async function createTeamWithCaptain(args: {
  db: Db;
  mailer: Mailer;
  afterResponse: AfterResponseQueue;
  config: AppConfig;
  input: AdminTeamWithCaptainInput;
}): Promise<CreatedTeam> {
  const { db } = args;
  const { captain, team: info } = args.input;
  const created = await createTeamWithNewCaptain(db, {
    info,
    email: captain.email,
    password: captain.password.password,
    person: { firstName: captain.firstName, lastName: captain.lastName, phone: captain.phone },
  });
  const team = await loadTeamDetail(db, created.teamId);
  args.afterResponse.defer(() => sendAdminWelcome(args, team, captain.email), 'team welcome email');
  return createdTeamAnswer(team, created, captain.email);
}

/** The captain learns that an organizer registered their team, and where to sign in. */
async function sendAdminWelcome(args: { db: Db; mailer: Mailer; config: AppConfig }, team: TeamDetail, email: string) {
  const { appTitle, appYear } = await loadEventSettings(args.db);
  const base = args.config.PUBLIC_URL.replace(/\/$/, '');
  const text = [
    'Welcome, team captain!',
    '',
    `The ${appTitle} team registered your team "${team.name}" for ${appYear} (${team.eventCity}), with you as its captain.`,
    `Public team page: ${base}/team/${team.slug}`,
    `Sign in with this email and the password you were given to set your goals and add a team photo: ${base}/login`,
    '',
    appTitle,
  ].join('\n');
  await args.mailer.send({ to: [email], subject: `${appTitle}: your team "${team.name}" is created`, text });
}
