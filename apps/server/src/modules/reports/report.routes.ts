import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noQuerySchema, reportYearsResponseSchema } from '@walkfund/domain';
import { getReportYears } from './report.service.ts';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';

/** /v1/reports (admin): what the report pages need besides the list calls. */
export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query is read: anonymous 401, captains 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/years',
    {
      schema: {
        summary: 'List the event years',
        description: 'Every event year in the data plus the current one, newest first.',
        querystring: noQuerySchema,
        response: { 200: reportYearsResponseSchema.describe('The event years') },
      },
    },
    async () => getReportYears(app.db),
  );
}
