import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, type Role } from '@walkfund/domain';
import { AppError } from '../lib/app-error.ts';
import { verifyAccessToken } from '../modules/sessions/token.service.ts';
import { findUserById } from '../modules/users/user.repo.ts';

/** The signed-in user a route sees after `requireUser`. */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  personId: number | null;
  teamId: number | null;
  /** A volunteer's event city (docs/decisions/0011-event-day-check-in.md); null for other roles. */
  eventCity: string | null;
  /** The session (refresh family) the access token was issued in: a password change keeps it alive. */
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest: a valid bearer token of an active user, else 401 (403 when deactivated). */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest: requireUser and role admin, else 403. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest, on routes with an `:id` user parameter: requireUser, and the user is that id or
     * an admin, else 403, decided before the body is read.
     */
    requireSelfOrAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest: an admin, or a volunteer (their city is checked where the city is known), else 403. */
    requireCheckIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest: reads a bearer token when present; anonymous otherwise, and for a deactivated
     * user's token (a public page must not fail for them). A token that is not valid is still
     * 401: the web app then refreshes it and asks again, where an anonymous answer would quietly
     * drop what a signed-in caller gets (an admin's event settings, the role of a new user).
     */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const unauthorized = () => AppError.unauthorized(AUTH_MESSAGES.pleaseAuthenticate);

/**
 * The user of the bearer token. The user row is read on every request anyway, so comparing the
 * token's version with the row's ends tokens at once (logout, reset, password change,
 * deactivation, role change) at no extra cost.
 */
async function resolveUser(app: FastifyInstance, request: FastifyRequest, options: { deactivatedAsAnonymous?: boolean } = {}): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const claims = await verifyAccessToken(app.config.JWT_SECRET, match[1]);
  if (!claims) throw unauthorized();
  const user = await findUserById(app.db, claims.userId);
  if (!user) throw unauthorized();
  if (!user.active) {
    if (options.deactivatedAsAnonymous) return null;
    throw AppError.forbidden(AUTH_MESSAGES.deactivated);
  }
  if (user.tokenVersion !== claims.version) throw unauthorized();
  return {
    id: user.id,
    email: user.email,
    role: user.role as Role,
    personId: user.personId,
    teamId: user.teamId,
    eventCity: user.eventCity,
    sessionId: claims.sessionId,
  };
}

async function signedIn(app: FastifyInstance, request: FastifyRequest, options: { volunteerAllowed?: boolean } = {}): Promise<AuthUser> {
  const user = await resolveUser(app, request);
  if (!user) throw unauthorized();
  // A volunteer reaches only check-in and their own user (docs/decisions/0011-event-day-check-in.md).
  if (user.role === 'volunteer' && !options.volunteerAllowed) throw AppError.forbidden('Forbidden');
  request.authUser = user;
  return user;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('authUser', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await signedIn(app, request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await signedIn(app, request);
    if (user.role !== 'admin') throw AppError.forbidden('Forbidden');
  });
  app.decorate('requireSelfOrAdmin', async (request: FastifyRequest) => {
    const user = await signedIn(app, request, { volunteerAllowed: true });
    // The raw path value: a malformed id is nobody's own, and its 400 comes after (for admins).
    assertSelfOrAdmin(user, Number((request.params as { id?: string }).id));
  });
  app.decorate('requireCheckIn', async (request: FastifyRequest) => {
    const user = await signedIn(app, request, { volunteerAllowed: true });
    if (user.role !== 'admin' && user.role !== 'volunteer') throw AppError.forbidden('Forbidden');
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.authUser = await resolveUser(app, request, { deactivatedAsAnonymous: true });
  });
});

/** Self or admin: the ownership rule of user records. */
export function assertSelfOrAdmin(user: AuthUser, ownerUserId: number) {
  if (user.role !== 'admin' && user.id !== ownerUserId) throw AppError.forbidden('Forbidden');
}
