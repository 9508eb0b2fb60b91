import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams, userCreateInputSchema, userExistsInputSchema, userExistsResponseSchema, userGetQuerySchema, userListPageSchema, userListQuerySchema,
  userUpdateInputSchema, userViewSchema,
} from '@walkfund/domain';
import { byAddressUnlessAdmin } from '../rate-limits/limits.ts';
import { assertMayPlaceNewUserOnTeam, createUser, getUser, listUsers, updateUser, userExists } from './user.service.ts';

/** Users under /v1/users. Authentication and limits run first (onRequest), before the body is read. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * Sign-ups are limited per address for every caller but an admin: each costs an argon2 hash and
   * makes an account, and a token of any other role costs nothing to get. Only an admin names a
   * team, refused before the body is validated.
   */
  app.post(
    '/',
    {
      onRequest: [app.optionalUser, app.limitRequests('signUpsPerIp', byAddressUnlessAdmin)],
      preValidation: async (request) => assertMayPlaceNewUserOnTeam(request.authUser, (request.body as { person?: { team?: unknown } } | null)?.person?.team),
      schema: {
        summary: 'Create a user',
        description:
          "The public team sign-up (a captain) or the admin's back office; both payload shapes. Only an admin adds the user to a team (403). Every caller but an admin is limited per address (429).",
        body: userCreateInputSchema,
        response: { 201: userViewSchema.describe('The new user') },
      },
    },
    async (request, reply) => {
      const user = await createUser({ db: app.db, actor: request.authUser, input: request.body });
      return reply.status(201).send(user);
    },
  );

  /** The spec has it tell whether an account exists: limited per address so nobody can list them. */
  app.post(
    '/exists',
    {
      onRequest: app.limitRequests('emailLookupsPerIp'),
      schema: {
        summary: 'Tell whether an email has an account',
        description: 'Limited per address (429).',
        body: userExistsInputSchema,
        response: { 200: userExistsResponseSchema.describe('Whether the email has an account') },
      },
    },
    async (request) => userExists({ db: app.db, email: request.body.email }),
  );

  app.get('/', { onRequest: app.requireAdmin, schema: { summary: 'List users', querystring: userListQuerySchema, response: { 200: userListPageSchema.describe('A page of users') } } }, async (request) =>
    listUsers({ db: app.db, query: request.query }),
  );

  const selfOrAdmin = 'The user or an admin.';

  app.get(
    '/:id',
    {
      onRequest: app.requireSelfOrAdmin,
      schema: { summary: 'Read a user', description: selfOrAdmin, params: idParams, querystring: userGetQuerySchema, response: { 200: userViewSchema.describe('The user') } },
    },
    async (request) => getUser({ db: app.db, actor: request.authUser!, id: request.params.id, populate: request.query.populate }),
  );

  app.patch(
    '/:id',
    {
      onRequest: app.requireSelfOrAdmin,
      schema: {
        summary: 'Change a user',
        description: `${selfOrAdmin} The fields sent change; the others stay as stored.`,
        params: idParams,
        body: userUpdateInputSchema,
        response: { 200: userViewSchema.describe('The changed user') },
      },
    },
    async (request) => updateUser({ db: app.db, actor: request.authUser!, id: request.params.id, input: request.body }),
  );
}
