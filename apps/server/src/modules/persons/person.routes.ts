import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams, personCreateInputSchema, personGetQuerySchema, personListPageSchema, personListQuerySchema, personRemoveInputSchema,
  personUpdateInputSchema, personViewSchema, teamDetailSchema,
} from '@walkfund/domain';
import { requireMemberOfOwnTeamOrAdmin, requireOwnPersonOrAdmin } from './person-access.ts';
import { createPerson, getPerson, listPersonsPage, removeMember, updatePersonProfile } from './person.service.ts';

/** Persons under /v1/persons. Who may call is decided in onRequest, before the body is read. */
export async function personRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Anonymous join-flow writes are limited per address; signed-in callers are accountable. */
  const limitAnonymous = app.limitRequests('anonymousWritesPerIp', (request) => (request.authUser ? null : request.ip));

  /** Join flow and the team page's add-member form (no auth needed): one person, a member of the team. 201 with the person. */
  app.post('/', { onRequest: [app.optionalUser, limitAnonymous], schema: { body: personCreateInputSchema, response: { 201: personViewSchema } } }, async (request, reply) => {
    const person = await createPerson({ db: app.db, input: request.body, viewer: request.authUser });
    return reply.status(201).send(person);
  });

  /** Admin: the participants grid, ?limit=&page=&sortBy=&eventYear=&search=&lifeChurch=&populate=team -> Paged<PersonView>. */
  app.get('/', { onRequest: app.requireAdmin, schema: { querystring: personListQuerySchema, response: { 200: personListPageSchema } } }, async (request) =>
    listPersonsPage({ db: app.db, query: request.query }),
  );

  /** That person's user or an admin: PersonView (`team` populated with populateTeam=true). */
  app.get(
    '/:id',
    { onRequest: [app.requireUser, requireOwnPersonOrAdmin], schema: { params: idParams, querystring: personGetQuerySchema, response: { 200: personViewSchema } } },
    async (request) => getPerson({ db: app.db, id: request.params.id, populateTeam: request.query.populateTeam }),
  );

  /** That person's user or an admin: the fields sent -> PersonView. */
  app.patch('/:id', { onRequest: [app.requireUser, requireOwnPersonOrAdmin], schema: { params: idParams, body: personUpdateInputSchema, response: { 200: personViewSchema } } }, async (request) =>
    updatePersonProfile({ db: app.db, id: request.params.id, viewer: request.authUser!, input: request.body }),
  );

  /** The captain of a team the person is on, or an admin: {team} -> the team (TeamDetail). */
  app.patch(
    '/remove/:id',
    { onRequest: [app.requireUser, requireMemberOfOwnTeamOrAdmin], schema: { params: idParams, body: personRemoveInputSchema, response: { 200: teamDetailSchema } } },
    async (request) => removeMember({ db: app.db, personId: request.params.id, teamId: request.body.team, viewer: request.authUser! }),
  );
}
