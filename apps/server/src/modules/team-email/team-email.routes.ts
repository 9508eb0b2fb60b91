import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamEmailInputSchema, teamEmailResponseSchema } from '@walkfund/domain';
import { byUserId } from '../rate-limits/limits.ts';
import { assertMayEmailTeam, sendTeamEmail } from './team-email.service.ts';

/** Registered with prefix /teams inside /v1, beside the team routes. */
export async function teamEmailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** 403 is decided before validation; the limit counts valid, allowed requests only. */
  app.post(
    '/email-team',
    {
      onRequest: app.requireUser,
      preValidation: async (request) => assertMayEmailTeam(request.authUser!, (request.body as { teamId?: unknown } | null)?.teamId),
      preHandler: app.limitRequests('teamEmailsPerUser', byUserId),
      schema: {
        summary: "Email a team's members",
        description:
          "The team's captain or an admin: {teamId, subject, message}. 401 anonymous; 403 another team's captain; 400 for an invalid body or no active member; 404 no such team; 429 past the sender's limit. Each email is a job (retried; failures listed at /v1/jobs).",
        body: teamEmailInputSchema,
        response: { 200: teamEmailResponseSchema.describe('The emails accepted for delivery {sent, failed}') },
      },
    },
    async (request) => sendTeamEmail({
      db: app.db, jobs: app.jobs, log: request.log, sender: request.authUser!, input: request.body, links: { publicUrl: app.config.PUBLIC_URL, secret: app.config.JWT_SECRET },
    }),
  );
}
