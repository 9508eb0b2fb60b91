import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams, userCreateInputSchema, userExistsInputSchema, userExistsResponseSchema, userGetQuerySchema, userListPageSchema, userListQuerySchema,
  userUpdateInputSchema, userViewSchema,
} from '@walkfund/domain';
import { byAddress } from '../../plugins/request-limits.ts';
import { createUser, getUser, listUsers, updateUser, userExists } from './user.service.ts';

/** Users under /v1/users. Authentication and limits run first (onRequest), before the body is read. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * Public team sign-up (captain) or admin back office; both payload shapes. Anonymous sign-ups
   * are limited per address (each costs an argon2 hash and makes an account).
   */
  app.post(
    '/',
    {
      onRequest: [app.optionalUser, app.limitRequests('signUpsPerIp', (request) => (request.authUser ? null : byAddress(request)))],
      schema: { body: userCreateInputSchema, response: { 201: userViewSchema } },
    },
    async (request, reply) => {
      const user = await createUser({ db: app.db, actor: request.authUser, input: request.body });
      return reply.status(201).send(user);
    },
  );

  /** The spec has it tell whether an account exists: limited per address so nobody can list them. */
  app.post('/exists', { onRequest: app.limitRequests('emailLookupsPerIp'), schema: { body: userExistsInputSchema, response: { 200: userExistsResponseSchema } } }, async (request) =>
    userExists({ db: app.db, email: request.body.email }),
  );

  app.get('/', { onRequest: app.requireAdmin, schema: { querystring: userListQuerySchema, response: { 200: userListPageSchema } } }, async (request) =>
    listUsers({ db: app.db, query: request.query }),
  );

  app.get('/:id', { onRequest: app.requireSelfOrAdmin, schema: { params: idParams, querystring: userGetQuerySchema, response: { 200: userViewSchema } } }, async (request) =>
    getUser({ db: app.db, actor: request.authUser!, id: request.params.id, populate: request.query.populate }),
  );

  app.patch('/:id', { onRequest: app.requireSelfOrAdmin, schema: { params: idParams, body: userUpdateInputSchema, response: { 200: userViewSchema } } }, async (request) =>
    updateUser({ db: app.db, actor: request.authUser!, id: request.params.id, input: request.body }),
  );
}
