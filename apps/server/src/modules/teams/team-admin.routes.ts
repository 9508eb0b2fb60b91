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

  /** {name, eventCity, teamMessage, captain: userId} -> 201 TeamDetail; 409 when the user already captains a team. */
  app.post('/new-team', { onRequest: app.requireAdmin, schema: { body: adminTeamCreateInputSchema, response: { 201: teamDetailSchema } } }, async (request, reply) => {
    const team = await createTeamForCaptain({ db: app.db, input: request.body });
    return reply.status(201).send(team);
  });

  /** The short form {captain: {firstName, lastName, email, phone, password}, team} -> 201 {team, user}; 409 when the email has a user. */
  app.post('/create-team', { onRequest: app.requireAdmin, schema: { body: adminTeamWithCaptainInputSchema, response: { 201: createdTeamSchema } } }, async (request, reply) => {
    const created = await createTeamWithCaptain({
      db: app.db,
      mailer: app.mailer,
      afterResponse: app.afterResponse,
      config: app.config,
      input: request.body,
    });
    return reply.status(201).send(created);
  });
}
