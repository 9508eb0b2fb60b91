import type { FastifyInstance } from 'fastify';
import { healthResponseSchema } from '@walkfund/domain';

/** GET /health: database reachability (503 when the database does not answer). */
export async function healthRoutes(app: FastifyInstance) {
  const response = { 200: healthResponseSchema.describe('The database answers'), 503: healthResponseSchema.describe('The database does not answer') };
  app.get('/health', { schema: { summary: 'Check the service and its database', response } }, async (_request, reply) => {
    const database = await app.database.ping();
    return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'degraded', database: database ? 'up' : 'down', kind: app.database.kind });
  });
}
