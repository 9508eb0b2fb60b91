import type { FastifyRequest } from 'fastify';
import { TEAM_MESSAGES } from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** A captain lists only their own team's donations: team={their team} and type=donation. */
export function assertOwnTeamDonations(user: AuthUser, query: { team?: unknown; type?: unknown }) {
  if (user.role === 'admin') return;
  if (user.teamId === null || Number(query.team) !== user.teamId || query.type !== 'donation') {
    throw AppError.forbidden(TEAM_MESSAGES.lineItemsOwnTeamOnly);
  }
}

/**
 * onRequest, after `app.requireUser`: the same rule on the raw query string, so a captain's
 * request for another team is refused before the query is validated.
 */
export async function requireOwnTeamDonationsOrAdmin(request: FastifyRequest) {
  const query = request.query as { team?: string; type?: string };
  assertOwnTeamDonations(request.authUser!, query);
}
