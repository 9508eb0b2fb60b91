import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  employerMatchListSchema, idParams, matchInputSchema, matchListSchema, matchReportSchema, matchViewSchema, matchYearQuerySchema, publicMatchListSchema, runningMatchesQuerySchema,
} from '@walkfund/domain';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { createMatch, endMatch, getMatch, listEmployerMatches, getMatchReport, listMatches, listRunningMatches, updateMatch } from './matches.service.ts';

/** /v1/matches (admin): sponsor matches (docs/features/sponsor-matches.md). */
export async function matchAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the body is read: anonymous 401, everyone but an admin 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/',
    { schema: { summary: 'List sponsor matches', description: 'Every match, the newest start first, with what it matched and its state.', response: { 200: matchListSchema.describe('The matches') } } },
    async () => listMatches({ db: app.db }),
  );

  app.get(
    '/:id',
    { schema: { summary: 'Read a sponsor match', params: idParams, response: { 200: matchViewSchema.describe('The match') } } },
    async (request) => getMatch({ db: app.db, id: request.params.id }),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Create a sponsor match',
        description: 'Sponsor, logo (an uploaded image), ratio (1 doubles a gift), cap and smallest gift in whole dollars, start and end, and what it covers (the event, a city or a team).',
        body: matchInputSchema,
        response: { 201: matchViewSchema.describe('The match created') },
      },
    },
    async (request, reply) => reply.status(201).send(await createMatch({ db: app.db, input: request.body, actor: request.authUser!, running: app.runningMatches })),
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Change a sponsor match',
        description: 'The whole match again; 400 when the cap would be below what is matched already.',
        params: idParams,
        body: matchInputSchema,
        response: { 200: matchViewSchema.describe('The match as changed') },
      },
    },
    async (request) => updateMatch({ db: app.db, id: request.params.id, input: request.body, running: app.runningMatches }),
  );

  app.post(
    '/:id/end',
    {
      schema: {
        summary: 'End a sponsor match now',
        description: 'Gifts recorded from now on are not matched; what is matched stays. 400 when it has ended already.',
        params: idParams,
        response: { 200: matchViewSchema.describe('The match, ended') },
      },
    },
    async (request) => endMatch({ db: app.db, id: request.params.id, running: app.runningMatches }),
  );
}

/**
 * GET /v1/matches/running (public): the banner's and the checkout's running matches, served from
 * memory like the other public reads (plugins/public-cache.ts, totals kind: a gift changes what is left).
 */
export async function matchPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/running',
    {
      schema: {
        summary: 'List the sponsor matches running now',
        description: "?team= (the team's, its city's and the event's matches) or ?city= (the city's and the event's); without either, the event's. Narrowest first, as gifts are matched.",
        querystring: runningMatchesQuerySchema,
        response: { 200: publicMatchListSchema.describe('The running matches with money left') },
      },
      config: { publicCache: { kind: 'totals' } },
    },
    async (request) => listRunningMatches({ db: app.db, team: request.query.team, city: request.query.city }),
  );
}

/** /v1/reports/matches and /v1/reports/employer-matches (admin): registered under the reports prefix. */
export async function matchReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdminOnEveryRoute(app);

  app.get(
    '/matches',
    {
      schema: {
        summary: 'Read the Matches report',
        description: 'One row per match: gifts matched, the donors\' amount, matched, taken back by refunds and what the sponsor owes.',
        response: { 200: matchReportSchema.describe('The rows of the report') },
      },
    },
    async () => getMatchReport({ db: app.db }),
  );

  app.get(
    '/employer-matches',
    {
      schema: {
        summary: 'List the donors whose employer matches gifts',
        description: '?year= (the current event year by default): donors who answered yes at checkout, newest first, with their employer and donation.',
        querystring: matchYearQuerySchema,
        response: { 200: employerMatchListSchema.describe('The donors to follow up') },
      },
    },
    async (request) => listEmployerMatches({ db: app.db, year: request.query.year }),
  );
}
