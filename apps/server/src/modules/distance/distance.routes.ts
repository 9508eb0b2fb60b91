import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignTeamParams, distanceEntryInputSchema, distanceEntryParams, distanceLeaderboardSchema, myDistanceSchema, noContentSchema, teamDistanceSchema,
} from '@walkfund/domain';
import { fitsIdColumn } from '../../lib/id-column.ts';
import { assertOwnEntry, assertWalker, deleteDistanceEntry, getDistanceLeaderboard, getMyDistance, getTeamDistance, logDistance } from './distance.service.ts';

/**
 * Registered with prefix /my inside /v1: the signed-in walker's own distance log
 * (docs/features/miles-and-badges.md). Who may write is decided on the request, before the body or
 * the path is validated: a walker of this year (403 otherwise), and only on their own entries.
 */
export async function myDistanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireWalker = async (request: FastifyRequest) => assertWalker(app.db, request.authUser!);
  const requireOwnEntry = async (request: FastifyRequest) => {
    // The raw path value: one that cannot name an entry is left to the path's 404.
    const entryId = Number((request.params as { entryId?: string }).entryId);
    if (fitsIdColumn(entryId)) await assertOwnEntry(app.db, request.authUser!, entryId);
  };

  app.get(
    '/distance',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'My distance log',
        description: "The caller's walks of this event year, newest day first, with their total and whether logging is on. 401 anonymous; 404 not a walker this year (no claimed page, or on no team).",
        response: { 200: myDistanceSchema.describe("The caller's distance log") },
      },
    },
    async (request) => getMyDistance({ db: app.db, user: request.authUser! }),
  );

  app.post(
    '/distance',
    {
      onRequest: [app.requireUser, requireWalker],
      schema: {
        summary: 'Log a walk',
        description:
          'One walk: {amount (more than 0, at most 100 miles, two decimals), unit (mi or km), date (YYYY-MM-DD, this event year, not after today in America/Chicago), note (optional, one line, at most 140 characters)}. Answers the whole log. 403 not a walker this year; 409 logging is off or the log is full.',
        body: distanceEntryInputSchema,
        response: { 201: myDistanceSchema.describe('The log with the new walk') },
      },
    },
    async (request, reply) => reply.status(201).send(await logDistance({ db: app.db, user: request.authUser!, input: request.body })),
  );

  app.delete(
    '/distance/:entryId',
    {
      onRequest: [app.requireUser, requireOwnEntry],
      schema: {
        summary: 'Delete a walk from my log',
        description: "403 an entry of someone else's log; 404 no such entry; 409 logging is off.",
        params: distanceEntryParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteDistanceEntry({ db: app.db, user: request.authUser!, entryId: request.params.entryId });
      return reply.status(204).send();
    },
  );
}

/**
 * Registered with prefix /distance inside /v1: the public totals. Served from memory like the
 * other public reads (plugins/public-cache.ts); a log's write drops them.
 */
export async function distancePublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/leaderboard',
    {
      schema: {
        summary: 'Read the distance leaderboard',
        description:
          "This event year's farthest walkers (only those listed on the fundraiser leaderboards: a public page and the walker's yes) and teams, at most 10 each; empty lists with enabled false while logging is off.",
        response: { 200: distanceLeaderboardSchema.describe('The distance leaderboard') },
      },
      config: { publicCache: { kind: 'totals' } },
    },
    async () => getDistanceLeaderboard({ db: app.db }),
  );

  app.get(
    '/teams/:slug',
    {
      schema: {
        summary: "Read a team's distance",
        description: "The miles the team's members logged this event year (0 with enabled false while logging is off); 404 when no team has the slug.",
        params: campaignTeamParams,
        response: { 200: teamDistanceSchema.describe("The team's distance") },
      },
      config: { publicCache: { kind: 'totals' } },
    },
    async (request) => getTeamDistance({ db: app.db, slug: request.params.slug }),
  );
}
