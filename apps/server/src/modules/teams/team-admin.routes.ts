import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminTeamCreateInputSchema, adminTeamWithCaptainInputSchema, createdTeamSchema, teamDetailSchema } from '@walkfund/domain';
import { createTeamForCaptain, createTeamWithCaptain } from './team-admin.service.ts';

/**
 * The admin's team creation under /v1/teams (docs/spec/back-office.md "New team" and "Create a Team"). Admin
 * only, decided in onRequest before the body is read; never rate limited.
 */
export async function teamAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/new-team',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Create a team for an existing user',
        description: '{name, eventCity, teamMessage, captain: userId}; 409 when the user already captains a team.',
        body: adminTeamCreateInputSchema,
        response: { 201: teamDetailSchema.describe('The new team') },
      },
    },
    async (request, reply) => {
      const team = await createTeamForCaptain({ db: app.db, input: request.body });
      return reply.status(201).send(team);
    },
  );

  app.post(
    '/create-team',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Create a team with a new captain',
        description: 'The short form {captain: {firstName, lastName, email, phone, password}, team}; 409 when the email already has a user.',
        body: adminTeamWithCaptainInputSchema,
        response: { 201: createdTeamSchema.describe('The team and its captain') },
      },
    },
    async (request, reply) => {
      const created = await createTeamWithCaptain({
        db: app.db,
        mailer: app.mailer,
        afterResponse: app.afterResponse,
        config: app.config,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );
}
