import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamEmailInputSchema, teamEmailResponseSchema } from '@walkfund/domain';
import { byUserId } from '../rate-limits/limits.ts';
import { assertMayEmailTeam, sendTeamEmail } from './team-email.service.ts';

/** Registered with prefix /teams inside /v1, beside the team routes. */
export async function teamEmailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * POST /v1/teams/email-team/ {teamId, subject, message} (the team's captain or an admin):
   * 200 {sent, failed}. 401 anonymous; 403 another team's captain (decided before validation);
   * 400 invalid body or no active member; 404 no such team; 429 past teamEmailsPerUser (counted
   * for valid, allowed requests only). Delivery is a job per email (retried; failures at /jobs).
   */
  app.post(
    '/email-team',
    {
      onRequest: app.requireUser,
      preValidation: async (request) => assertMayEmailTeam(request.authUser!, (request.body as { teamId?: unknown } | null)?.teamId),
      preHandler: app.limitRequests('teamEmailsPerUser', byUserId),
      schema: { body: teamEmailInputSchema, response: { 200: teamEmailResponseSchema } },
    },
    async (request) => sendTeamEmail({ db: app.db, jobs: app.jobs, log: request.log, sender: request.authUser!, input: request.body }),
  );
}
