import type { FastifyRequest } from 'fastify';
import { PERSON_MESSAGES } from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { fitsIdColumn } from '../../lib/id-column.ts';
import { findTeamById } from '../../lib/teams-by-ids.repo.ts';
import { isTeamMember } from '../membership/membership.service.ts';

const pathId = (request: FastifyRequest) => Number((request.params as { id?: string }).id);

/**
 * onRequest, after `app.requireUser`, on routes whose `:id` is a person: that person's user (the
 * profile) or an admin; decided on the raw path before the body is read.
 */
export async function requireOwnPersonOrAdmin(request: FastifyRequest) {
  const user = request.authUser!;
  if (user.role !== 'admin' && (user.personId === null || user.personId !== pathId(request))) throw AppError.forbidden(PERSON_MESSAGES.notOwnPerson);
}

/**
 * onRequest, after `app.requireUser`, on PATCH /v1/persons/remove/{id}: an admin, or a captain
 * whose team has the person as a member (for the team's year).
 */
export async function requireMemberOfOwnTeamOrAdmin(request: FastifyRequest) {
  const user = request.authUser!;
  if (user.role === 'admin') return;
  const personId = pathId(request);
  const team = user.teamId !== null && fitsIdColumn(personId) ? await findTeamById(request.server.db, user.teamId) : null;
  if (!team || !(await isTeamMember(request.server.db, team.id, personId, team.year))) throw AppError.forbidden(PERSON_MESSAGES.notAMember);
}

/** The team a raw body names (an id, a numeric string, or {id}), or undefined when it names none; NaN when it cannot be read. */
function rawTeamId(team: unknown): number | undefined {
  if (team === undefined || team === null) return undefined;
  const ref = typeof team === 'object' && 'id' in team ? (team as { id: unknown }).id : team;
  if (typeof ref === 'number') return ref;
  return typeof ref === 'string' && ref.trim() !== '' ? Number(ref) : Number.NaN;
}

/**
 * A captain adds people only to the team they captain, and removes them only from it (an admin
 * acts on any team; a public joiner joins an active team with their own waiver). Checked on the
 * raw body, before it is validated and before anything is written or emailed: a captain naming
 * another team, or one that cannot be theirs, is refused without learning the schema. No team at
 * all is left to the route's 400.
 */
export function assertCaptainNamesOwnTeam(user: AuthUser | null, team: unknown, message: string = PERSON_MESSAGES.notOwnTeam): void {
  if (user?.role !== 'captain') return;
  const id = rawTeamId(team);
  if (id === undefined) return;
  if (user.teamId === null || id !== user.teamId) throw AppError.forbidden(message);
}

const bodyTeam = (request: FastifyRequest) => (request.body as { team?: unknown } | null)?.team;

/** preValidation on POST /v1/persons/: a captain's `team` is their own (assertCaptainNamesOwnTeam). */
export async function requireCaptainAddsToOwnTeam(request: FastifyRequest) {
  assertCaptainNamesOwnTeam(request.authUser, bodyTeam(request));
}

/** preValidation on PATCH /v1/persons/remove/{id}: a captain's `team` is their own. */
export async function requireCaptainRemovesFromOwnTeam(request: FastifyRequest) {
  assertCaptainNamesOwnTeam(request.authUser, bodyTeam(request), PERSON_MESSAGES.notAMember);
}
