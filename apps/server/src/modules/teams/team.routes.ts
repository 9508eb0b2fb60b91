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

  /** Public: active teams of the current event year: [{id, name, slug, eventCity}]. */
  app.get('/list', { schema: { response: { 200: publicTeamListSchema } }, config: { publicCache: { kind: 'content' } } }, async () => listPublicTeams(app.db));

  /** Public: the team page by its share slug. */
  app.get('/by-slug/:slug', { schema: { params: teamSlugParams, response: { 200: publicTeamSchema } }, config: { publicCache: { kind: 'totals' } } }, async (request) => getPublicTeam({ db: app.db, slug: request.params.slug }));

  /** Public: create a team with its captain. 201 {team, user}; 409 when the email has a user. Sign-ups are limited per address. */
  app.post('/', { onRequest: app.limitRequests('signUpsPerIp'), schema: { body: teamCreateInputSchema, response: { 201: createdTeamSchema } } }, async (request, reply) => {
    const created = await createTeam({ db: app.db, mailer: app.mailer, log: request.log, config: app.config, input: request.body });
    return reply.status(201).send(created);
  });

  /** Admin: the paged team list. */
  app.get('/', { onRequest: app.requireAdmin, schema: { querystring: teamListQuerySchema, response: { 200: teamListPageSchema } } }, async (request) =>
    listTeamsPage({ db: app.db, query: request.query }),
  );

  /** The team's captain or an admin: TeamDetail. */
  app.get('/:id', { onRequest: ownTeamOrAdmin, schema: { params: idParams, response: { 200: teamDetailSchema } } }, async (request) =>
    getTeam({ db: app.db, id: request.params.id, viewer: request.authUser! }),
  );

  /** The team's captain or an admin: changed fields (teamUpdateInputSchema) -> TeamDetail. */
  app.patch('/:id', { onRequest: ownTeamOrAdmin, schema: { params: idParams, body: teamUpdateInputSchema, response: { 200: teamDetailSchema } } }, async (request) =>
    updateTeamDetails({ db: app.db, id: request.params.id, viewer: request.authUser!, input: request.body }),
  );

  /** Admin: {captain: userId} -> TeamDetail. */
  app.put('/captain/:id', { onRequest: app.requireAdmin, schema: { params: idParams, body: teamCaptainInputSchema, response: { 200: teamDetailSchema } } }, async (request) =>
    changeTeamCaptain({ db: app.db, id: request.params.id, input: request.body }),
  );

  /** The team's captain or an admin: the reactivation wizard -> TeamDetail; 409 when already active this year. */
  app.patch('/reactivate/:id', { onRequest: ownTeamOrAdmin, schema: { params: idParams, body: reactivationInputSchema, response: { 200: teamDetailSchema } } }, async (request) =>
    reactivateTeam({ db: app.db, id: request.params.id, viewer: request.authUser!, input: request.body }),
  );

  /** Admin, no body: close the year, deactivate, zero the year's progress -> TeamDetail. */
  app.patch('/reset/:id', { onRequest: app.requireAdmin, schema: { params: idParams, body: emptyBodySchema, response: { 200: teamDetailSchema } } }, async (request) =>
    resetTeam({ db: app.db, id: request.params.id }),
  );

  /** Admin, no body: the team's members take part in the current event year -> TeamDetail. */
  app.patch('/event-year-update/:id', { onRequest: app.requireAdmin, schema: { params: idParams, body: emptyBodySchema, response: { 200: teamDetailSchema } } }, async (request) =>
    updateMembersEventYear({ db: app.db, id: request.params.id }),
  );

  /** The team's captain or an admin: closed years, newest first (TeamHistoryEntry[]). */
  app.get('/history/:id', { onRequest: ownTeamOrAdmin, schema: { params: idParams, response: { 200: teamHistorySchema } } }, async (request) =>
    getTeamHistory({ db: app.db, id: request.params.id, viewer: request.authUser! }),
  );
}
