import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkInEntryParamsSchema, checkInWaiverInputSchema, checkInWaiverResultSchema } from '@walkfund/domain';
import type { RouteAccess } from '../openapi/openapi.plugin.ts';
import { signWaiverAtCheckIn } from './check-in-waiver.service.ts';

/**
 * Registered with prefix /check-in inside /v1, beside the check-in routes and guarded the same way
 * (docs/decisions/0011-event-day-check-in.md): admins, and volunteers of the entry's city, decided
 * before the body is read.
 */
export async function checkInWaiverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireCheckIn);
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...(route.config as object | undefined), access: 'signed-in' satisfies RouteAccess };
  });

  app.post(
    '/entries/:entryId/waiver',
    {
      schema: {
        summary: 'Sign a waiver at check-in',
        description:
          "{clientId (UUID), acceptance {waiverId, signedName, minor, guardianName}, at?}: the person signs their city's waiver on the volunteer's screen (source check-in, witnessed by the volunteer). The same clientId again is the same signature; a person who had signed answers alreadySigned. 404 for an entry not of this year; 403 a volunteer of another city; 400 a waiver of another city or kind, or a known minor without a guardian; 409 a clientId used for someone else.",
        params: checkInEntryParamsSchema,
        body: checkInWaiverInputSchema,
        response: { 200: checkInWaiverResultSchema.describe('The waiver status after signing') },
      },
    },
    async (request) => signWaiverAtCheckIn(app.db, request.authUser!, { ...request.body, entryId: request.params.entryId }),
  );
}
