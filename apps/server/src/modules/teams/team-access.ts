import type { FastifyRequest } from 'fastify';
import { TEAM_MESSAGES } from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/**
 * The team rule of docs/features/team-year.md: an admin acts on any team; a captain only on the team they captain
 * (users.team_id); anyone else gets 403 before the body is read.
 */
export function assertOwnTeamOrAdmin(user: AuthUser, teamId: number) {
  if (user.role !== 'admin' && (user.teamId === null || user.teamId !== teamId)) throw AppError.forbidden(TEAM_MESSAGES.notOwnTeam);
}

/**
 * onRequest, after `app.requireUser`, on routes whose `:id` is a team: the team's captain or an
 * admin. The raw path value is compared, so a malformed id is nobody's own team (an admin's
 * request goes on to the 404 of an id that cannot exist).
 */
export async function requireOwnTeamOrAdmin(request: FastifyRequest) {
  assertOwnTeamOrAdmin(request.authUser!, Number((request.params as { id?: string }).id));
}
