import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams, personCreateInputSchema, personGetQuerySchema, personListPageSchema, personListQuerySchema, personRemoveInputSchema,
  personUpdateInputSchema, personViewSchema, teamDetailSchema,
} from '@walkfund/domain';
import { byAddressUnlessAdmin } from '../rate-limits/limits.ts';
import {
  requireCaptainAddsToOwnTeam, requireCaptainRemovesFromOwnTeam, requireMemberOfOwnTeamOrAdmin, requireOwnPersonOrAdmin,
} from './person-access.ts';
import { createPerson, getPerson, listPersonsPage, removeMember, updatePersonProfile } from './person.service.ts';

/** Persons under /v1/persons. Who may call is decided in onRequest, before the body is read. */
export async function personRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * Each person added may be emailed (the confirmation, a waiver link): every caller but an admin
   * is limited per address, a signed-in one too, since a token costs nothing to get.
   */
  const limitNonAdmin = app.limitRequests('personWritesPerIp', byAddressUnlessAdmin);

  app.post(
    '/',
    {
      onRequest: [app.optionalUser, limitNonAdmin],
      preValidation: requireCaptainAddsToOwnTeam,
      schema: {
        summary: 'Add a person to a team',
        description:
          "The join flow (no sign-in needed) and the team page's add-member form: one person, a member of the team. A captain adds only to their own team (403). Every caller but an admin is limited per address (429).",
        body: personCreateInputSchema,
        response: { 201: personViewSchema.describe('The new person') },
      },
    },
    async (request, reply) => {
      const person = await createPerson({ db: app.db, input: request.body, viewer: request.authUser, ipAddress: request.ip });
      return reply.status(201).send(person);
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List participants',
        description: 'The participants grid: ?limit=&page=&sortBy=&eventYear=&search=&lifeChurch=&populate=team.',
        querystring: personListQuerySchema,
        response: { 200: personListPageSchema.describe('A page of persons') },
      },
    },
    async (request) => listPersonsPage({ db: app.db, query: request.query }),
  );

  const ownPersonOrAdmin = "That person's user or an admin.";

  app.get(
    '/:id',
    {
      onRequest: [app.requireUser, requireOwnPersonOrAdmin],
      schema: {
        summary: 'Read a person',
        description: `${ownPersonOrAdmin} \`team\` is populated with populateTeam=true.`,
        params: idParams,
        querystring: personGetQuerySchema,
        response: { 200: personViewSchema.describe('The person') },
      },
    },
    async (request) => getPerson({ db: app.db, id: request.params.id, populateTeam: request.query.populateTeam }),
  );

  app.patch(
    '/:id',
    {
      onRequest: [app.requireUser, requireOwnPersonOrAdmin],
      schema: {
        summary: 'Change a person',
        description: `${ownPersonOrAdmin} The fields sent change; the others stay as stored.`,
        params: idParams,
        body: personUpdateInputSchema,
        response: { 200: personViewSchema.describe('The changed person') },
      },
    },
    async (request) => updatePersonProfile({ db: app.db, id: request.params.id, viewer: request.authUser!, input: request.body }),
  );

  app.patch(
    '/remove/:id',
    {
      onRequest: [app.requireUser, requireMemberOfOwnTeamOrAdmin],
      preValidation: requireCaptainRemovesFromOwnTeam,
      schema: {
        summary: 'Remove a person from a team',
        description: 'The captain of a team the person is on, or an admin: {team}.',
        params: idParams,
        body: personRemoveInputSchema,
        response: { 200: teamDetailSchema.describe('The team without the person') },
      },
    },
    async (request) => removeMember({ db: app.db, personId: request.params.id, teamId: request.body.team, viewer: request.authUser! }),
  );
}
