import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noQuerySchema, reportYearsResponseSchema } from '@walkfund/domain';
import { getReportYears } from './report.service.ts';
import { documentAccess } from '../openapi/openapi.plugin.ts';

/** /v1/reports (admin): what the report pages need besides the list calls. */
export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query is read: anonymous 401, captains 403.
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRoute', documentAccess('admin'));

  /** -> {years: number[] (newest first), currentYear}: every event year in the data plus the current one. */
  app.get('/years', { schema: { querystring: noQuerySchema, response: { 200: reportYearsResponseSchema } } }, async () => getReportYears(app.db));
}
