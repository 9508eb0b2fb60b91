import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { constantContactAuthorizeUrlSchema, constantContactStatusSchema, noContentSchema } from '@walkfund/domain';
import {
  connectConstantContact, constantContactDeps, createAuthorizeUrl, disconnectConstantContact, getConstantContactStatus,
} from './constant-contact.service.ts';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';

/** What Constant Contact appends to the redirect; missing ones get the service's clear 400s. */
const connectQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
});

/** /v1/constantcontact: connecting the newsletter account (admins only). */
export async function constantContactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query is read: anonymous 401, captains 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/status',
    {
      schema: {
        summary: 'Read the Constant Contact connection',
        description: '{configured, connected, connectedAt?}; never a token.',
        response: { 200: constantContactStatusSchema.describe('The connection') },
      },
    },
    async (request) => getConstantContactStatus(constantContactDeps(app, request.log)),
  );

  app.get(
    '/authorize-url',
    {
      schema: {
        summary: 'Start connecting Constant Contact',
        description: "{url}: Constant Contact's authorization page, with a single-use state valid ten minutes; 409 when the integration is not configured.",
        response: { 200: constantContactAuthorizeUrlSchema.describe('The authorization page') },
      },
    },
    async (request) => createAuthorizeUrl(constantContactDeps(app, request.log), { userId: request.authUser!.id }),
  );

  app.post(
    '/connect',
    {
      schema: {
        summary: 'Finish connecting Constant Contact',
        description: '?code=&state= from the redirect; 400 for a missing, unknown, used or expired state.',
        querystring: connectQuerySchema,
        response: { 200: constantContactStatusSchema.describe('The connection') },
      },
    },
    async (request) => connectConstantContact(constantContactDeps(app, request.log), { userId: request.authUser!.id, ...request.query }),
  );

  app.delete(
    '/disconnect',
    {
      schema: {
        summary: 'Disconnect Constant Contact',
        description: 'Revokes the tokens at Constant Contact and forgets them, even if the revoke fails.',
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await disconnectConstantContact(constantContactDeps(app, request.log));
      return reply.status(204).send();
    },
  );
}
