import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkInCardSchema, checkInEntryParamsSchema, checkInInputSchema, checkInResultSchema, checkInRosterQuerySchema, checkInRosterSchema,
  checkInSearchQuerySchema, checkInSearchResultSchema, checkInSyncAnswerSchema, checkInSyncInputSchema, checkInTokenParamsSchema,
} from '@walkfund/domain';
import type { RouteAccess } from '../openapi/openapi.plugin.ts';
import { syncCheckIns } from './check-in-sync.service.ts';
import { checkIn, getRoster, lookUpToken, searchRoster } from './check-in.service.ts';

/**
 * /v1/check-in (docs/decisions/0011-event-day-check-in.md): admins, and volunteers for their own
 * city only. Decided before the query or body is read: anonymous 401, other roles 403.
 */
export async function checkInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireCheckIn);
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...(route.config as object | undefined), access: 'signed-in' satisfies RouteAccess };
  });

  app.get(
    '/roster',
    {
      schema: {
        summary: "Read a city's check-in roster",
        description: "Every entry of the city in the current event year with only what check-in needs (name, team, kind, shirt size, bib, check-in, shirt given), and the counts. A volunteer reads only their own city (403 otherwise).",
        querystring: checkInRosterQuerySchema,
        response: { 200: checkInRosterSchema.describe('The roster') },
      },
    },
    async (request) => getRoster(app.db, request.authUser!, request.query.city),
  );

  app.get(
    '/search',
    {
      schema: {
        summary: 'Search the check-in roster',
        description: "Entries of the city whose name, email, phone or team contains q, or whose bib is q (at most 50, by last name), with the city's counts. The answer never carries the email or phone. A volunteer searches only their own city.",
        querystring: checkInSearchQuerySchema,
        response: { 200: checkInSearchResultSchema.describe('The matching people') },
      },
    },
    async (request) => searchRoster(app.db, request.authUser!, request.query),
  );

  app.get(
    '/tokens/:token',
    {
      schema: {
        summary: 'Look up a check-in code',
        description: "The person a QR code's token belongs to, with only what check-in needs. 404 for an unknown or malformed token; 403 for a volunteer of another city.",
        params: checkInTokenParamsSchema,
        response: { 200: checkInCardSchema.describe('Who the code belongs to') },
      },
    },
    async (request) => lookUpToken(app.db, request.authUser!, request.params.token),
  );

  app.post(
    '/entries/:entryId',
    {
      schema: {
        summary: 'Check a person in',
        description:
          '{clientId (UUID), giveShirt?, shirtSize?, assignBib?, at? (ISO time, not before the volunteer signed in, at most 5 minutes ahead)}: records who checked them in and when, the shirt given with the size handed out (shirtSize, else their own; a 400 when neither is a size in stock) and one less of that size on hand, the next bib. The same clientId again is the same check-in; a person checked in before answers 200 with alreadyCheckedIn and the first check-in. 404 for an entry not of this year; 409 when the clientId was used for someone else or no bib is free.',
        params: checkInEntryParamsSchema,
        body: checkInInputSchema,
        response: { 200: checkInResultSchema.describe('The person after the check-in') },
      },
    },
    async (request) => checkIn({ db: app.db, user: request.authUser!, entryId: request.params.entryId, body: request.body }),
  );

  app.post(
    '/sync',
    {
      schema: {
        summary: "Send a phone's queued check-ins",
        description:
          '{items: [...]} (1 to 200 objects; anything else is a 400), each with its clientId (UUID) and type: `check-in` {entryId, giveShirt?, shirtSize?, assignBib?, at}, `waiver` {entryId, acceptance, at} (as POST /v1/check-in/entries/{id}/waiver) or `walk-up` (the fields of POST /v1/check-in/walk-ups, with at). Each item is read on its own and applied once, in its own transaction, in order; the answer has one result per item: recorded, already (someone checked them in first: the card says who; or the same clientId came earlier in the batch), or refused with its message (an item the server cannot read, another city, an unknown entry, an `at` before the volunteer signed in or more than 5 minutes ahead of the server). An item that failed on the server is left out of the answer, to be sent again.',
        body: checkInSyncInputSchema,
        response: { 200: checkInSyncAnswerSchema.describe('One result per item answered, in order') },
      },
    },
    async (request) =>
      syncCheckIns({
        db: app.db,
        user: request.authUser!,
        body: request.body,
        walkUp: { events: app.paymentEvents, ip: request.ip, kick: () => app.jobs.kick() },
        logError: (err, clientId) => request.log.error({ err, clientId }, 'check-in sync item failed'),
      }),
  );
}
