import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { personCreateInputSchema } from '@walkfund/domain';
import { createPerson } from './person.service.ts';

export async function personRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Anonymous join-flow writes are limited per address; signed-in callers are accountable. */
  const limitAnonymous = app.limitRequests('anonymousWritesPerIp', (request) => (request.authUser ? null : request.ip));

  /** Join flow (no auth needed): one person, added to the team's members. 201 with the person. */
  app.post('/', { onRequest: [app.optionalUser, limitAnonymous], schema: { body: personCreateInputSchema } }, async (request, reply) => {
    const person = await createPerson({ db: app.db, input: request.body, viewer: request.authUser });
    return reply.status(201).send(person);
  });
}
