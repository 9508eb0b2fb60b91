import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { constantContactAuthorizeUrlSchema, constantContactStatusSchema, noContentSchema } from '@walkfund/domain';
import {
  connectConstantContact, constantContactDeps, createAuthorizeUrl, disconnectConstantContact, getConstantContactStatus,
} from './constant-contact.service.ts';
import { documentAccess } from '../openapi/openapi.plugin.ts';

/** What Constant Contact appends to the redirect; missing ones get the service's clear 400s. */
const connectQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
});

/** /v1/constantcontact: connecting the newsletter account (admins only). */
export async function constantContactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query is read: anonymous 401, captains 403.
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRoute', documentAccess('admin'));

  /** -> {configured, connected, connectedAt?}; never a token. */
  app.get('/status', { schema: { response: { 200: constantContactStatusSchema } } }, async (request) => getConstantContactStatus(constantContactDeps(app, request.log)));

  /** -> {url}: the authorization page, with a single-use state valid ten minutes; 409 when not configured. */
  app.get('/authorize-url', { schema: { response: { 200: constantContactAuthorizeUrlSchema } } }, async (request) => createAuthorizeUrl(constantContactDeps(app, request.log), { userId: request.authUser!.id }));

  /** ?code=&state= from the redirect -> the status; 400 for a missing, unknown, used or expired state. */
  app.post('/connect', { schema: { querystring: connectQuerySchema, response: { 200: constantContactStatusSchema } } }, async (request) =>
    connectConstantContact(constantContactDeps(app, request.log), { userId: request.authUser!.id, ...request.query }),
  );

  /** Revokes at Constant Contact and forgets the tokens (even if the revoke fails) -> 204. */
  app.delete('/disconnect', { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    await disconnectConstantContact(constantContactDeps(app, request.log));
    return reply.status(204).send();
  });
}
