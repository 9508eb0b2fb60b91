import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, jobListPageSchema, jobListQuerySchema, jobViewSchema } from '@walkfund/domain';
import { listJobViews, retryJob } from './job.service.ts';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';

/** /v1/jobs: the background job queue, for admins only. */
export async function jobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query is read: anonymous 401, captains 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/',
    {
      schema: {
        summary: 'List background jobs',
        description: '?status=&queue=&page=&limit= (nothing else).',
        querystring: jobListQuerySchema,
        response: { 200: jobListPageSchema.describe('A page of jobs') },
      },
    },
    async (request) => listJobViews({ db: app.db, query: request.query }),
  );

  app.post(
    '/:id/retry',
    {
      schema: {
        summary: 'Retry a failed job',
        description: 'No body: the failed job is queued again, to run now. 404 for an unknown job; 409 when it has not failed.',
        params: idParams,
        response: { 200: jobViewSchema.describe('The queued job') },
      },
    },
    async (request) => retryJob({ db: app.db, jobs: app.jobs, id: request.params.id }),
  );
}
