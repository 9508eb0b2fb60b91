import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@walkfund/domain';
import { AppError } from '../lib/app-error.ts';
import { verifyAccessToken } from '../modules/auth/token.service.ts';
import { findUserById } from '../modules/users/user.repo.ts';

/** The signed-in user a route sees after `requireUser`. */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  personId: number | null;
  teamId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token of an active user, else 401 (403 when deactivated). */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: requireUser and role admin, else 403. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads a bearer token when present; anonymous otherwise. A bad token is still 401. */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

async function resolveUser(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw AppError.unauthorized('Please authenticate');
  const userId = await verifyAccessToken(app.config.JWT_SECRET, match[1]);
  if (!userId) throw AppError.unauthorized('Please authenticate');
  const user = await findUserById(app.db, userId);
  if (!user) throw AppError.unauthorized('Please authenticate');
  if (!user.active) throw AppError.forbidden('This account has been deactivated.');
  return { id: user.id, email: user.email, role: user.role as Role, personId: user.personId, teamId: user.teamId };
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('authUser', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.authUser = await resolveUser(app, request);
    if (!request.authUser) throw AppError.unauthorized('Please authenticate');
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.authUser = await resolveUser(app, request);
    if (!request.authUser) throw AppError.unauthorized('Please authenticate');
    if (request.authUser.role !== 'admin') throw AppError.forbidden('Forbidden');
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.authUser = await resolveUser(app, request);
  });
});

/** Self or admin: the ownership rule of user records. */
export function assertSelfOrAdmin(user: AuthUser, ownerUserId: number) {
  if (user.role !== 'admin' && user.id !== ownerUserId) throw AppError.forbidden('Forbidden');
}
