import type { FastifyInstance } from 'fastify';
import { healthResponseSchema, notReadyResponseSchema, readinessResponseSchema } from '@walkfund/domain';
import { latestShippedMigration } from '../../db/migration-state.ts';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { checkReadiness, notReadyMessage } from './health.service.ts';

/**
 * GET /health (alive: the process and its database answer) and GET /health/ready (this instance
 * can take traffic: database, migrations, job worker). Public: they reveal no data.
 */
export async function healthRoutes(app: FastifyInstance) {
  const response = { 200: healthResponseSchema.describe('The database answers'), 503: healthResponseSchema.describe('The database does not answer') };
  app.get('/health', { schema: { summary: 'Check the service and its database', response } }, async (_request, reply) => {
    const database = await app.database.ping();
    return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'degraded', database: database ? 'up' : 'down', kind: app.database.kind });
  });

  const shipped = latestShippedMigration(MIGRATIONS_FOLDER);
  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Check that this instance can take traffic',
        description:
          'Ready when the database answers, the newest migration of this release is applied and the job worker runs. ' +
          'A load balancer or orchestrator sends traffic only to a ready instance; GET /health says whether it is alive.',
        response: {
          200: readinessResponseSchema.describe('Every check passed'),
          503: notReadyResponseSchema.describe('A check failed: `failed` names it, `message` says it in words'),
        },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness({ database: app.database, jobs: app.jobs, shipped });
      if (readiness.status === 'ready') return reply.status(200).send(readiness);
      return reply.status(503).send({ code: 503 as const, message: notReadyMessage(readiness), ...readiness });
    },
  );
}
