import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES, authResponseSchema, forgotPasswordInputSchema, loginInputSchema, noContentSchema, refreshTokenInputSchema, resetPasswordInputSchema,
  resetLinkCheckInputSchema, resetLinkCheckSchema, resetPasswordQuerySchema, tokenPairSchema,
} from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';
import { byAddressAndEmail } from '../rate-limits/limits.ts';
import { isResetLinkUsable, login, logout, refreshTokens, requestPasswordReset, resetPassword } from './auth.service.ts';

/** Sign-in and session calls under /v1/auth (docs/spec/public-flows.md §7). All public: no auth hook. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in',
        // Counted in the service: only it knows the credentials failed.
        description: "Answers the user and a token pair. Failed credentials slow the account down and count toward the address's ceiling (429).",
        body: loginInputSchema,
        response: { 200: authResponseSchema.describe('The user and a token pair') },
      },
    },
    async (request) => login({ db: app.db, config: app.config, ...request.body, ip: request.ip }),
  );

  app.post('/logout', { schema: { summary: 'Sign out', description: "Revokes the refresh token sent and ends the member's unused sign-in links; an unknown or revoked token answers 204 too.", body: refreshTokenInputSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await logout({ db: app.db, refreshToken: request.body.refreshToken });
    return reply.status(204).send();
  });

  app.post(
    '/refresh-tokens',
    {
      schema: {
        summary: 'Renew the token pair',
        description: 'Trades a refresh token for a new pair: {access, refresh}.',
        body: refreshTokenInputSchema,
        response: { 200: tokenPairSchema.describe('The new token pair') },
      },
    },
    async (request) => refreshTokens({ db: app.db, config: app.config, refreshToken: request.body.refreshToken }),
  );

  /**
   * Each request may send an email: limited per address before the body is read, and per address
   * and account once the email is valid, so requests from elsewhere never refuse the owner; the
   * inbox's own cap only decides whether the email goes (sessions/inbox-allowance.ts).
   */
  app.post(
    '/forgot-password',
    {
      onRequest: app.limitRequests('resetEmailsPerIp'),
      preHandler: app.limitRequests('resetEmailsPerAddressAndAccount', byAddressAndEmail),
      schema: {
        summary: 'Ask for a password reset email',
        description:
          'Emails a single-use reset link; 404 when no user has the email. Limited per address, and per address and account (429); an inbox gets a few emails an hour from addresses its account has not signed in from. None of these touches sign-in.',
        body: forgotPasswordInputSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset({
        db: app.db,
        config: app.config,
        mailer: app.mailer,
        email: request.body.email,
        ip: request.ip,
        defer: (task) => app.afterResponse.defer(task, 'password reset email'),
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/reset-password/check',
    {
      schema: {
        summary: 'Check a password reset link',
        description:
          '{token}: whether the link from the reset email can still set a password (not used, not expired), so the page says so when it opens rather than after the password is typed twice.',
        body: resetLinkCheckInputSchema,
        response: { 200: resetLinkCheckSchema.describe('Whether the link is usable') },
      },
    },
    async (request) => ({ usable: await isResetLinkUsable(app.db, request.body.token) }),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Reset a password',
        description:
          'The token from the reset email, as ?token= or in the body ({token, password}, docs/spec/back-office.md), and the new password. 400 when neither carries a token, or when both do and they differ.',
        querystring: resetPasswordQuerySchema,
        body: resetPasswordInputSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const fromQuery = request.query.token;
      const fromBody = request.body.token;
      if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody) throw AppError.badRequest(AUTH_MESSAGES.resetTokenMismatch);
      const token = fromQuery ?? fromBody;
      if (token === undefined) throw AppError.badRequest(AUTH_MESSAGES.resetTokenRequired);
      await resetPassword({ db: app.db, token, password: request.body.password });
      return reply.status(204).send();
    },
  );
}
