import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, teamCreateInputSchema } from '@walkfund/domain';
import { teamListQuerySchema, teamSlugParams } from './team.query.ts';
import { createTeam, getPublicTeam, getTeam, listPublicTeams, listTeamsPage } from './team.service.ts';

export async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Public: active teams of the current event year: [{id, name, slug, eventCity}]. */
  app.get('/list', async () => listPublicTeams(app.db));

  /** Public: the team page by its share slug. */
  app.get('/by-slug/:slug', { schema: { params: teamSlugParams } }, async (request) => getPublicTeam({ db: app.db, slug: request.params.slug }));

  /** Public: create a team with its captain. 201 {team, user}; 409 when the email has a user. Sign-ups are limited per address. */
  app.post('/', { onRequest: app.limitRequests('signUpsPerIp'), schema: { body: teamCreateInputSchema } }, async (request, reply) => {
    const created = await createTeam({ db: app.db, mailer: app.mailer, log: request.log, config: app.config, input: request.body });
    return reply.status(201).send(created);
  });

  /** Admin: the paged team list. */
  app.get('/', { onRequest: app.requireAdmin, schema: { querystring: teamListQuerySchema } }, async (request) =>
    listTeamsPage({ db: app.db, query: request.query }),
  );

  /** Captain (own team) or admin. */
  app.get('/:id', { onRequest: app.requireUser, schema: { params: idParams } }, async (request) =>
    getTeam({ db: app.db, id: request.params.id, viewer: request.authUser! }),
  );
}
