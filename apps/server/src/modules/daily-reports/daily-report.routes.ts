import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dailyReportsResponseSchema, noQuerySchema } from '@walkfund/domain';
import { getDailyReports } from './daily-report.service.ts';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';

/** /v1/daily-reports (admin): the Daily Snapshots report. */
export async function dailyReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query is read: anonymous 401, captains 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/',
    {
      schema: {
        summary: 'List the daily snapshots',
        description: '{results: DailyReport[] (newest first), totalResults, currentYear, priorYear}.',
        querystring: noQuerySchema,
        response: { 200: dailyReportsResponseSchema.describe('The daily snapshots') },
      },
    },
    async () => getDailyReports(app.db),
  );
}
