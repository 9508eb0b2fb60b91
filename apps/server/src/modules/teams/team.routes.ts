import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createdTeamSchema, idParams, publicTeamListSchema, publicTeamSchema, reactivationInputSchema, teamCaptainInputSchema, teamCreateInputSchema,
  teamDetailSchema, teamHistorySchema, teamListPageSchema, teamUpdateInputSchema,
} from '@walkfund/domain';
import { requireOwnTeamOrAdmin } from './team-access.ts';
import { emptyBodySchema, teamListQuerySchema, teamSlugParams } from './team.query.ts';
import { createTeam, getPublicTeam, getTeam, listPublicTeams, listTeamsPage } from './team.service.ts';
import { changeTeamCaptain, updateTeamDetails } from './team-update.service.ts';
import { getTeamHistory, reactivateTeam, resetTeam, updateMembersEventYear } from './team-year.service.ts';

/**
 * Teams under /v1/teams. Who may call is decided in onRequest, before the body is read: a
 * team's own routes take its captain or an admin (requireOwnTeamOrAdmin compares the path id
 * with the captain's team); the year's admin actions take an admin.
 */
export async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ownTeamOrAdmin = [app.requireUser, requireOwnTeamOrAdmin];
  const captainOrAdmin = "The team's captain or an admin.";

  app.get(
    '/list',
    {
      schema: {
        summary: 'List the active teams',
        description: 'The active teams of the current event year, for the public pages: [{id, name, slug, eventCity}].',
        response: { 200: publicTeamListSchema.describe('The active teams') },
      },
      config: { publicCache: { kind: 'content' } },
    },
    async () => listPublicTeams(app.db),
  );

  app.get(
    '/by-slug/:slug',
    {
      schema: {
        summary: 'Read a team by its share slug',
        description: "The team's public page; 404 when no team has the slug.",
        params: teamSlugParams,
        response: { 200: publicTeamSchema.describe("The team's public page") },
      },
      config: { publicCache: { kind: 'totals' } },
    },
    async (request) => getPublicTeam({ db: app.db, slug: request.params.slug }),
  );

  app.post(
    '/',
    {
      onRequest: app.limitRequests('signUpsPerIp'),
      schema: {
        summary: 'Create a team with its captain',
        description: "The public sign-up: the team and its captain's account. 409 when the email already has a user; sign-ups are limited per address (429).",
        body: teamCreateInputSchema,
        response: { 201: createdTeamSchema.describe('The team and its captain') },
      },
    },
    async (request, reply) => {
      const created = await createTeam({ db: app.db, mailer: app.mailer, log: request.log, config: app.config, input: request.body, ipAddress: request.ip });
      return reply.status(201).send(created);
    },
  );

  app.get('/', { onRequest: app.requireAdmin, schema: { summary: 'List teams', querystring: teamListQuerySchema, response: { 200: teamListPageSchema.describe('A page of teams') } } }, async (request) =>
    listTeamsPage({ db: app.db, query: request.query }),
  );

  app.get('/:id', { onRequest: ownTeamOrAdmin, schema: { summary: 'Read a team', description: captainOrAdmin, params: idParams, response: { 200: teamDetailSchema.describe('The team') } } }, async (request) =>
    getTeam({ db: app.db, id: request.params.id, viewer: request.authUser! }),
  );

  app.patch(
    '/:id',
    {
      onRequest: ownTeamOrAdmin,
      schema: {
        summary: 'Change a team',
        description: `${captainOrAdmin} The fields sent change; the others stay as stored.`,
        params: idParams,
        body: teamUpdateInputSchema,
        response: { 200: teamDetailSchema.describe('The changed team') },
      },
    },
    async (request) => updateTeamDetails({ db: app.db, id: request.params.id, viewer: request.authUser!, input: request.body }),
  );

  app.put(
    '/captain/:id',
    {
      onRequest: app.requireAdmin,
      schema: { summary: "Change a team's captain", description: '{captain: userId}.', params: idParams, body: teamCaptainInputSchema, response: { 200: teamDetailSchema.describe('The team') } },
    },
    async (request) => changeTeamCaptain({ db: app.db, id: request.params.id, input: request.body }),
  );

  app.patch(
    '/reactivate/:id',
    {
      onRequest: ownTeamOrAdmin,
      schema: {
        summary: 'Reactivate a team for the current year',
        description: `${captainOrAdmin} The reactivation wizard's answers; 409 when the team is already active this year.`,
        params: idParams,
        body: reactivationInputSchema,
        response: { 200: teamDetailSchema.describe('The reactivated team') },
      },
    },
    async (request) => reactivateTeam({ db: app.db, id: request.params.id, viewer: request.authUser!, input: request.body }),
  );

  app.patch(
    '/reset/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Reset a team',
        description: "No body: closes the team's year into its history, deactivates the team and zeroes the year's progress.",
        params: idParams,
        body: emptyBodySchema,
        response: { 200: teamDetailSchema.describe('The reset team') },
      },
    },
    async (request) => resetTeam({ db: app.db, id: request.params.id }),
  );

  app.patch(
    '/event-year-update/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Move a team's members to the current event year",
        description: "No body: the team's members take part in the current event year.",
        params: idParams,
        body: emptyBodySchema,
        response: { 200: teamDetailSchema.describe('The team') },
      },
    },
    async (request) => updateMembersEventYear({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/history/:id',
    {
      onRequest: ownTeamOrAdmin,
      schema: { summary: "Read a team's past years", description: `${captainOrAdmin} The closed years, newest first.`, params: idParams, response: { 200: teamHistorySchema.describe('The closed years') } },
    },
    async (request) => getTeamHistory({ db: app.db, id: request.params.id, viewer: request.authUser! }),
  );
}
