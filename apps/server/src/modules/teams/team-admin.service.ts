import {
  TEAM_MESSAGES, toTeamSlug, uniqueSlug, type AdminTeamCreateInput, type AdminTeamWithCaptainInput, type EventCity,
} from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer } from '../../integrations/email.ts';
import type { AfterResponseQueue } from '../../lib/after-response.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { currentEventYear, loadEventSettings } from '../event-settings/event-settings.service.ts';
import { insertPerson, setPersonsEventYear } from '../persons/person.repo.ts';
import { lockUserForCaptaincy } from './team-admin.repo.ts';
import {
  addTeamMembers, findOtherMemberships, findSlugsLike, findUserIdByEmail, insertCaptainUser, insertTeam, setTeamCaptain, setUserTeam,
  violatedUniqueConstraint, type TeamRow,
} from './team.repo.ts';
import { EMAIL_EXISTS_MESSAGE, loadTeamDetail, type CreatedTeam } from './team.service.ts';
import { sanitizeTeamMessage } from './team-message.ts';
import type { TeamDetail } from './team.view.ts';

/** A concurrent create may take the same slug between our check and our insert: try again. */
const SLUG_ATTEMPTS = 3;

const badRequest = (field: string, message: string) => AppError.badRequest(message, [{ field, message }]);

interface NewTeamInfo {
  name: string;
  eventCity: EventCity;
  teamMessage: string;
}

/**
 * Runs `withTeam` in one transaction after inserting a new team of `year` (active, zero goals and
 * total, a slug unique across all teams, its message sanitized); a slug taken meanwhile by a
 * concurrent create retries the whole transaction.
 */
async function insideNewTeam<T>(db: Db, info: NewTeamInfo, year: number, withTeam: (tx: Tx, team: TeamRow) => Promise<T>): Promise<T> {
  const baseSlug = toTeamSlug(info.name) || 'team';
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const team = await insertTeam(tx, {
          name: info.name,
          slug: uniqueSlug(baseSlug, await findSlugsLike(tx, baseSlug)),
          teamMessage: sanitizeTeamMessage(info.teamMessage),
          eventCity: info.eventCity,
          active: true,
          teamDonationGoalCents: 0,
          teamMemberGoal: 0,
          totalRaisedCents: 0,
          year,
        });
        return withTeam(tx, team);
      });
    } catch (err) {
      if (violatedUniqueConstraint(err) !== 'teams_slug_unique' || attempt >= SLUG_ATTEMPTS) throw err;
    }
  }
}

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
    if (user.personId !== null && (await findOtherMemberships(tx, team.id, year, [user.personId])).length) {
      throw AppError.conflict(TEAM_MESSAGES.captainOnAnotherTeam(year));
    }
    await setUserTeam(tx, user.id, team.id);
    await setTeamCaptain(tx, team.id, user.id, user.personId);
    if (user.personId !== null) {
      await addTeamMembers(tx, team, [user.personId]);
      await setPersonsEventYear(tx, [user.personId], year);
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
  if (await findUserIdByEmail(db, captain.email)) throw AppError.conflict(EMAIL_EXISTS_MESSAGE);
  const passwordHash = await hashPassword(captain.password.password);
  const year = await currentEventYear(db);
  let created: { teamId: number; userId: number; personId: number };
  try {
    created = await insideNewTeam(db, info, year, async (tx, team) => {
      const person = await insertPerson(tx, {
        firstName: captain.firstName,
        lastName: captain.lastName,
        email: captain.email,
        phone: captain.phone,
        eventYear: year,
        eventCity: info.eventCity,
        event: 'piecewalk',
      });
      const user = await insertCaptainUser(tx, { email: captain.email, passwordHash, personId: person.id, teamId: team.id });
      await setTeamCaptain(tx, team.id, user.id, person.id);
      await addTeamMembers(tx, team, [person.id]);
      return { teamId: team.id, userId: user.id, personId: person.id };
    });
  } catch (err) {
    // Two creates with one email at once: the unique index refuses the second.
    if (violatedUniqueConstraint(err) === 'users_email_unique') throw AppError.conflict(EMAIL_EXISTS_MESSAGE);
    throw err;
  }
  const team = await loadTeamDetail(db, created.teamId);
  args.afterResponse.defer(() => sendAdminWelcome(args, team, captain.email), 'team welcome email');
  return {
    team,
    user: {
      id: created.userId,
      email: captain.email,
      role: 'captain',
      active: true,
      isEmailVerified: false,
      person: created.personId,
      team: { id: team.id, name: team.name, slug: team.slug, active: team.active },
    },
  };
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
