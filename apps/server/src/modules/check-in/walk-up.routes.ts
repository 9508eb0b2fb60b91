import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { walkUpInputSchema, walkUpResultSchema } from '@walkfund/domain';
import type { RouteAccess } from '../openapi/openapi.plugin.ts';
import { registerWalkUp } from './walk-up.service.ts';

/**
 * POST /v1/check-in/walk-ups (docs/decisions/0011-event-day-check-in.md): admins, and volunteers
 * for their own city only. Decided before the body is read: anonymous 401, other roles 403.
 */
export async function walkUpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireCheckIn);
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...(route.config as object | undefined), access: 'signed-in' satisfies RouteAccess };
  });

  app.post(
    '/walk-ups',
    {
      schema: {
        summary: 'Register a person at the gate',
        description:
          "Registers someone who came without registering, in one transaction: the person and their entry of the current year in the volunteer's city (an admin sends eventCity), the team chosen, the waiver signed on the screen (required when one is published for the city and kind), the cash or check as an offline payment (the 5k price from the event settings, or a walker's donation), then the check-in (shirt, next bib). The same clientId again answers the same card with alreadyRegistered and writes nothing. 403 for a volunteer of another city; 409 when the waiver shown is no longer the current one or no bib is free.",
        body: walkUpInputSchema,
        response: { 200: walkUpResultSchema.describe('The person checked in') },
      },
    },
    async (request) =>
      registerWalkUp(app.db, request.authUser!, request.body, { events: app.paymentEvents, ip: request.ip, kick: () => app.jobs.kick() }),
  );
}
