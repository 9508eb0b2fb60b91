import {
  ADMIN_ONLY_USER_FIELDS, USER_MESSAGES, USER_POPULATE, type Paged, type PersonCreateInput, type Role, type UserCreateInput,
  type UserExistsResponse, type UserListQuery, type UserPersonSummary, type UserTeamSummary, type UserUpdateInput,
  type UserView,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { fitsIdColumn } from '../../lib/id-column.ts';
import { offsetOf, pagedResult, populateSet } from '../../lib/pagination.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { findTeamById, findTeamsByIds, type TeamRow } from '../../lib/teams-by-ids.repo.ts';
import { assertSelfOrAdmin, type AuthUser } from '../../plugins/auth.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { assertCurrentEventYear } from '../event-settings/event-year.ts';
import { endUserSessions } from '../sessions/session.service.ts';
import { checkAccountCredentials } from '../sessions/sign-in-throttle.ts';
import { addPerson, addTeamMembers, findTeamIdsOfPersons } from '../membership/membership.service.ts';
import { personContactRow } from '../membership/person-row.ts';
import { toPersonView } from '../membership/person.view.ts';
import { checkMemberWaiver, recordMemberWaiver } from '../waivers/member-waiver.service.ts';
import * as repo from './user.repo.ts';

export type { UserRow } from './user.repo.ts';

// ---- What the sign-in flows (auth) read and write of an account ----------------------------------

export async function findUserById(db: DbOrTx, id: number): Promise<repo.UserRow | null> {
  return repo.findUserById(db, id);
}

/** The account of an email (any case), or null. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  return repo.findUserByEmail(db, email);
}

/** A user with the team they captain and their person's first name, for the session answer; null when there is none. */
export async function findUserWithTeam(db: DbOrTx, id: number) {
  return repo.findUserWithTeam(db, id);
}

/** Every access token of the user ends at once: they carry the token version this moves on. */
export async function endAccessTokens(db: DbOrTx, userId: number): Promise<void> {
  await repo.bumpTokenVersion(db, userId);
}

/** A new password (its argon2id hash); answers the user, or null when there is none. */
export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  return repo.updateUser(db, userId, { passwordHash });
}

function teamSummary(t: TeamRow): UserTeamSummary {
  return { id: t.id, name: t.name, slug: t.slug, active: t.active, eventCity: t.eventCity, year: t.year };
}

/**
 * Users as the API shows them: never the password hash; `person` and `team` are ids, or objects
 * when populated (fetched in one query each for the whole page).
 */
async function toViews(db: DbOrTx, rows: repo.UserRow[], populate: ReadonlySet<string>): Promise<UserView[]> {
  const persons = populate.has('person') ? await personSummaries(db, ids(rows.map((r) => r.personId))) : null;
  const teams = populate.has('team')
    ? new Map<number, UserTeamSummary>((await findTeamsByIds(db, ids(rows.map((r) => r.teamId)))).map((t) => [t.id, teamSummary(t)]))
    : null;
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    role: u.role as Role,
    eventCity: u.eventCity,
    active: u.active,
    isEmailVerified: u.isEmailVerified,
    person: populated(u.personId, persons),
    team: populated(u.teamId, teams),
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  }));
}

/** Persons with the team each is on in their event year (team_members, docs/decisions/0123-membership-per-year.md). */
async function personSummaries(db: DbOrTx, personIds: number[]): Promise<Map<number, UserPersonSummary>> {
  const rows = await repo.findPersonsByIds(db, personIds);
  const teamIds = await findTeamIdsOfPersons(db, rows);
  return new Map(
    rows.map((p) => {
      const team = teamIds.get(p.id) ?? null;
      // A user's person leaves out the fundraising the participants grid shows.
      const { fundraising: _fundraising, ...person } = toPersonView(p, team, null);
      return [p.id, { ...person, team }];
    }),
  );
}

/** The id itself when not populated; the loaded object when populated. */
function populated<T>(id: number | null, loaded: Map<number, T> | null): number | T | null {
  if (id === null) return null;
  return loaded ? (loaded.get(id) ?? null) : id;
}

function ids(values: (number | null)[]): number[] {
  return [...new Set(values.filter((v): v is number => v !== null))];
}

async function toView(db: DbOrTx, row: repo.UserRow, populate: ReadonlySet<string> = new Set()): Promise<UserView> {
  const [view] = await toViews(db, [row], populate);
  return view!;
}

/** Both accepted shapes of POST /v1/users as one account and one person. */
function splitCreateInput(input: UserCreateInput): {
  account: { email: string; password: string; role: Role; eventCity?: string | undefined };
  person: PersonCreateInput;
} {
  if ('user' in input) return { account: input.user, person: input.person };
  const { firstName, lastName, email, password, phone, role, eventCity } = input;
  return {
    account: { email, password, role, eventCity },
    person: { firstName, lastName, email, phone, lifeChurch: false, anonymous: false, marketing: true, useEmployerAsName: false },
  };
}

/**
 * Only an admin adds a new user to a team (`person.team`); checked on the raw body before it is
 * validated, and again by createUser.
 */
export function assertMayPlaceNewUserOnTeam(actor: AuthUser | null, team: unknown): void {
  if (actor?.role !== 'admin' && team !== undefined && team !== null) throw AppError.forbidden(USER_MESSAGES.teamRequiresAdmin);
}

/**
 * Creates a user and their person in one transaction. Anyone may create a captain (team sign-up),
 * in the current event year and on no team: joining a team has its own rules (the join flow).
 * Only an admin may create an admin, choose the year or add the person to a team.
 */
export async function createUser(input: { db: Db; actor: AuthUser | null; input: UserCreateInput }): Promise<UserView> {
  const { db, actor } = input;
  const { account, person } = splitCreateInput(input.input);
  const isAdmin = actor?.role === 'admin';
  if (!isAdmin && account.role === 'admin') throw AppError.forbidden(USER_MESSAGES.adminRoleRequiresAdmin);
  if (!isAdmin && account.role === 'volunteer') throw AppError.forbidden(USER_MESSAGES.volunteerRoleRequiresAdmin);
  assertMayPlaceNewUserOnTeam(actor, person.team);
  const currentYear = await currentEventYear(db);
  // docs/decisions/0119-spec-payloads-accepted.md: a derived field the spec's payload carries is checked, never trusted.
  if (!isAdmin) assertCurrentEventYear('person.eventYear', person.eventYear, currentYear);
  const passwordHash = await hashPassword(account.password);
  const eventYear = person.eventYear ?? currentYear;
  try {
    return await db.transaction(async (tx) => {
      if (await repo.isEmailTaken(tx, account.email)) throw AppError.conflict(USER_MESSAGES.emailTaken);
      const teamId = person.team ?? null;
      const team = teamId !== null && fitsIdColumn(teamId) ? await findTeamById(tx, teamId) : null;
      if (teamId !== null && !team) throw AppError.badRequest(`Team ${teamId} does not exist.`);
      const acceptance = team
        ? await checkMemberWaiver(tx, { team, addedByCaptainOrAdmin: true, member: { name: `${person.firstName} ${person.lastName}`, waiver: person.waiver, birthDate: person.birthDate } })
        : null;
      const personRow = await addPerson(tx, {
        ...personContactRow(person),
        eventYear,
        ...(person.event ? { event: person.event } : {}),
        eventCity: person.eventCity ?? null,
        birthDate: person.birthDate ?? null,
        gender: person.gender ?? null,
      });
      if (team) {
        await addTeamMembers(tx, team, [personRow.id]);
        // An admin's new member: the waiver rule of every added person (waivers/member-waiver.service.ts).
        await recordMemberWaiver(tx, { team, personId: personRow.id, acceptance, ipAddress: null });
      }
      const user = await repo.insertUser(tx, { email: account.email, passwordHash, role: account.role, personId: personRow.id,
        // Only a volunteer is bound to a city (docs/decisions/0011-event-day-check-in.md).
        eventCity: account.role === 'volunteer' ? (account.eventCity ?? null) : null,
      });
      return toView(tx, user);
    });
  } catch (err) {
    // Two sign-ups with one email at once: the unique index refuses the second.
    if (repo.isEmailUniqueViolation(err)) throw AppError.conflict(USER_MESSAGES.emailTaken);
    throw err;
  }
}

/**
 * Whether an account uses the email, and the team it captains (create-a-team asks before
 * sign-up). One query either way, so the time taken does not tell more than the answer.
 */
export async function userExists(input: { db: Db; email: string }): Promise<UserExistsResponse> {
  const row = await repo.findUserAndTeamByEmail(input.db, input.email);
  return { exists: !!row, team: row?.team ?? null };
}

/** Self or admin. */
export async function getUser(input: { db: Db; actor: AuthUser; id: number; populate?: string }): Promise<UserView> {
  assertSelfOrAdmin(input.actor, input.id);
  const populate = populateSet(input.populate, USER_POPULATE);
  const user = await repo.findUserById(input.db, input.id);
  if (!user) throw AppError.notFound(USER_MESSAGES.notFound);
  return toView(input.db, user, populate);
}

/**
 * Self or admin. Only an admin changes role, active and isEmailVerified, and not to lock
 * themselves out. Changing one's own email or password needs the current password (400 without
 * it, 403 when wrong; wrong ones count as failed sign-ins of the account).
 *
 * Sessions: a password change, a deactivation and a role change end every access token of the
 * user at once (token version). A password set by an admin, or a deactivation, also ends every
 * session; one's own password change ends every other session and keeps the caller's, whose
 * client refreshes its access token and carries on.
 */
export async function updateUser(input: { db: Db; actor: AuthUser; id: number; input: UserUpdateInput }): Promise<UserView> {
  const { db, actor, id, input: patch } = input;
  assertSelfOrAdmin(actor, id);
  const isAdmin = actor.role === 'admin';
  const isSelf = actor.id === id;
  if (!isAdmin && ADMIN_ONLY_USER_FIELDS.some((field) => patch[field] !== undefined)) {
    throw AppError.forbidden(USER_MESSAGES.adminOnlyFields);
  }
  if (isSelf && (patch.role === 'captain' || patch.active === false)) throw AppError.forbidden(USER_MESSAGES.ownAdminAccess);
  const existing = await repo.findUserById(db, id);
  if (!existing) throw AppError.notFound(USER_MESSAGES.notFound);
  if (isSelf && (patch.email !== undefined || patch.password !== undefined)) {
    const currentPassword = patch.currentPassword;
    if (currentPassword === undefined) {
      throw AppError.badRequest(USER_MESSAGES.currentPasswordRequired, [
        { field: 'currentPassword', message: USER_MESSAGES.currentPasswordRequired },
      ]);
    }
    const proven = await checkAccountCredentials(db, existing.email, () => verifyPassword(existing.passwordHash, currentPassword));
    if (!proven) throw AppError.forbidden(USER_MESSAGES.currentPasswordIncorrect);
  }
  const nextRole = patch.role ?? existing.role;
  if (nextRole === 'volunteer' && !(patch.eventCity ?? existing.eventCity)) {
    throw AppError.badRequest(USER_MESSAGES.volunteerCityRequired, [{ field: 'eventCity', message: USER_MESSAGES.volunteerCityRequired }]);
  }
  const passwordHash = patch.password ? await hashPassword(patch.password) : undefined;
  const roleChanged = patch.role !== undefined && patch.role !== existing.role;
  const cityChanged = patch.eventCity !== undefined && patch.eventCity !== existing.eventCity;
  const deactivated = patch.active === false && existing.active;
  try {
    return await db.transaction(async (tx) => {
      if (patch.email && (await repo.isEmailTaken(tx, patch.email, id))) throw AppError.conflict(USER_MESSAGES.emailTaken);
      const updated = await repo.updateUser(tx, id, {
        ...(patch.email !== undefined ? { email: patch.email } : {}),
        ...(passwordHash !== undefined ? { passwordHash } : {}),
        ...(patch.role !== undefined ? { role: patch.role } : {}),
        ...(patch.role !== undefined || patch.eventCity !== undefined ? { eventCity: nextRole === 'volunteer' ? (patch.eventCity ?? existing.eventCity) : null } : {}),
        ...(patch.active !== undefined ? { active: patch.active } : {}),
        ...(patch.isEmailVerified !== undefined ? { isEmailVerified: patch.isEmailVerified } : {}),
      });
      if (!updated) throw AppError.notFound(USER_MESSAGES.notFound);
      if (passwordHash !== undefined || deactivated || roleChanged || cityChanged) await repo.bumpTokenVersion(tx, id);
      if (deactivated || (passwordHash !== undefined && !isSelf)) await endUserSessions(tx, id);
      else if (passwordHash !== undefined) await endUserSessions(tx, id, { exceptFamilyId: actor.sessionId });
      return toView(tx, updated);
    });
  } catch (err) {
    if (repo.isEmailUniqueViolation(err)) throw AppError.conflict(USER_MESSAGES.emailTaken);
    throw err;
  }
}

/** Admin list: filters, sort and paging of the shared list query. */
export async function listUsers(input: { db: Db; query: UserListQuery }): Promise<Paged<UserView>> {
  const { db, query } = input;
  const populate = populateSet(query.populate, USER_POPULATE);
  const { rows, total } = await repo.listUsers(db, {
    filters: { role: query.role, active: query.active, search: query.search || undefined },
    sortBy: query.sortBy,
    limit: query.limit,
    offset: offsetOf(query),
  });
  return pagedResult(await toViews(db, rows, populate), total, query);
}
