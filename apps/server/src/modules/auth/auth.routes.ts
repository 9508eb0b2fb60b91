import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponseSchema, forgotPasswordInputSchema, loginInputSchema, noContentSchema, refreshTokenInputSchema, resetPasswordInputSchema,
  resetPasswordQuerySchema, tokenPairSchema, type ForgotPasswordInput,
} from '@walkfund/domain';
import { login, logout, refreshTokens, requestPasswordReset, resetPassword } from './auth.service.ts';

/** Sign-in and session calls under /v1/auth (docs/spec/public-flows.md §7). All public: no auth hook. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Failed credentials slow the account down and count toward the address's ceiling (in the service). */
  app.post('/login', { schema: { body: loginInputSchema, response: { 200: authResponseSchema } } }, async (request) =>
    login({ db: app.db, config: app.config, ...request.body, ip: request.ip }),
  );

  app.post('/logout', { schema: { body: refreshTokenInputSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await logout({ db: app.db, refreshToken: request.body.refreshToken });
    return reply.status(204).send();
  });

  /** Answers the new token pair itself: {access, refresh}. */
  app.post('/refresh-tokens', { schema: { body: refreshTokenInputSchema, response: { 200: tokenPairSchema } } }, async (request) =>
    refreshTokens({ db: app.db, config: app.config, refreshToken: request.body.refreshToken }),
  );

  /**
   * Each request may send an email: limited per address before the body is read, and per account
   * once the email is valid. Neither count touches sign-in.
   */
  app.post(
    '/forgot-password',
    {
      onRequest: app.limitRequests('resetEmailsPerIp'),
      preHandler: app.limitRequests('resetEmailsPerAccount', (request) => (request.body as ForgotPasswordInput).email),
      schema: { body: forgotPasswordInputSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await requestPasswordReset({
        db: app.db,
        config: app.config,
        mailer: app.mailer,
        email: request.body.email,
        defer: (task) => app.afterResponse.defer(task, 'password reset email'),
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/reset-password',
    { schema: { querystring: resetPasswordQuerySchema, body: resetPasswordInputSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await resetPassword({ db: app.db, token: request.query.token, password: request.body.password });
      return reply.status(204).send();
    },
  );
}
