import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, jobListPageSchema, jobListQuerySchema, jobViewSchema } from '@walkfund/domain';
import { listJobViews, retryJob } from './job.service.ts';
import { documentAccess } from '../openapi/openapi.plugin.ts';

/** /v1/jobs: the background job queue, for admins only. */
export async function jobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query is read: anonymous 401, captains 403.
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRoute', documentAccess('admin'));

  /** ?status=&queue=&page=&limit= (nothing else) -> {results: job[], page, limit, totalPages, totalResults}. */
  app.get('/', { schema: { querystring: jobListQuerySchema, response: { 200: jobListPageSchema } } }, async (request) => listJobViews({ db: app.db, query: request.query }));

  /** No body. A failed job back to queued, now -> the job; 404 unknown; 409 not failed. */
  app.post('/:id/retry', { schema: { params: idParams, response: { 200: jobViewSchema } } }, async (request) => retryJob({ db: app.db, jobs: app.jobs, id: request.params.id }));
}
