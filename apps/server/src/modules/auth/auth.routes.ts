import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordInputSchema, loginInputSchema, refreshTokenInputSchema, resetPasswordInputSchema, resetPasswordQuerySchema,
} from '@walkfund/domain';
import { login, logout, refreshTokens, requestPasswordReset, resetPassword } from './auth.service.ts';

/** Sign-in and session calls under /v1/auth (public spec section 7). */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Failed sign-ins are limited per IP and per email. */
  app.post('/login', { schema: { body: loginInputSchema }, ...app.authAttemptHooks('failed') }, async (request) =>
    login({ db: app.db, config: app.config, ...request.body }),
  );

  app.post('/logout', { schema: { body: refreshTokenInputSchema } }, async (request, reply) => {
    await logout({ db: app.db, refreshToken: request.body.refreshToken });
    return reply.status(204).send();
  });

  /** Answers the new token pair itself: {access, refresh}. */
  app.post('/refresh-tokens', { schema: { body: refreshTokenInputSchema } }, async (request) =>
    refreshTokens({ db: app.db, config: app.config, refreshToken: request.body.refreshToken }),
  );

  /** Every request counts: each one sends an email. */
  app.post('/forgot-password', { schema: { body: forgotPasswordInputSchema }, ...app.authAttemptHooks('every') }, async (request, reply) => {
    await requestPasswordReset({ db: app.db, config: app.config, mailer: app.mailer, email: request.body.email });
    return reply.status(204).send();
  });

  app.post(
    '/reset-password',
    { schema: { querystring: resetPasswordQuerySchema, body: resetPasswordInputSchema } },
    async (request, reply) => {
      await resetPassword({ db: app.db, token: request.query.token, password: request.body.password });
      return reply.status(204).send();
    },
  );
}
