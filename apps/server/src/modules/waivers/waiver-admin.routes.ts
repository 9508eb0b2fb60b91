import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminWaiverListSchema, adminWaiverSchema, waiverPublishInputSchema } from '@walkfund/domain';
import { listWaivers, publishWaiver } from './waiver-admin.service.ts';

/**
 * /v1/waivers (admin, docs/decisions/0011-event-day-check-in.md): the waiver texts per city and
 * kind, by version. Decided before the body is read: anonymous 401, other roles 403.
 */
export async function waiverAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List every waiver version',
        description: 'Every version of every city\'s walk and 5k waiver, by city and kind, newest first, with who published it and how many people signed it.',
        response: { 200: adminWaiverListSchema.describe('The waiver versions') },
      },
    },
    async () => listWaivers(app.db),
  );

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Publish a new waiver version',
        description:
          "{eventCity, kind ('walk' or '5k'), body (rich text)}: the text is sanitized like a team message and becomes the next version of that city's and kind's waiver; people who signed an earlier version keep it. Audited. 400 when the text is empty or too long.",
        body: waiverPublishInputSchema,
        response: { 201: adminWaiverSchema.describe('The new version') },
      },
    },
    async (request, reply) => {
      const waiver = await publishWaiver({ db: app.db, actorUserId: request.authUser!.id, input: request.body });
      return reply.status(201).send(waiver);
    },
  );
}
