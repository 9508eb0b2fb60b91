import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams, userCreateInputSchema, userExistsInputSchema, userGetQuerySchema, userListQuerySchema, userUpdateInputSchema,
} from '@walkfund/domain';
import { createUser, getUser, listUsers, updateUser, userExists } from './user.service.ts';

/** Users under /v1/users. Authentication runs first (onRequest), before the body is read. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Public team sign-up (captain) or admin back office; both payload shapes. */
  app.post('/', { onRequest: app.optionalUser, schema: { body: userCreateInputSchema } }, async (request, reply) => {
    const user = await createUser({ db: app.db, actor: request.authUser, input: request.body });
    return reply.status(201).send(user);
  });

  app.post('/exists', { schema: { body: userExistsInputSchema } }, async (request) =>
    userExists({ db: app.db, email: request.body.email }),
  );

  app.get('/', { onRequest: app.requireAdmin, schema: { querystring: userListQuerySchema } }, async (request) =>
    listUsers({ db: app.db, query: request.query }),
  );

  app.get('/:id', { onRequest: app.requireUser, schema: { params: idParams, querystring: userGetQuerySchema } }, async (request) =>
    getUser({ db: app.db, actor: request.authUser!, id: request.params.id, populate: request.query.populate }),
  );

  app.patch('/:id', { onRequest: app.requireUser, schema: { params: idParams, body: userUpdateInputSchema } }, async (request) =>
    updateUser({ db: app.db, actor: request.authUser!, id: request.params.id, input: request.body }),
  );
}
