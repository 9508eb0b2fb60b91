import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dailyReportsResponseSchema, noQuerySchema } from '@walkfund/domain';
import { getDailyReports } from './daily-report.service.ts';
import { documentAccess } from '../openapi/openapi.plugin.ts';

/** /v1/daily-reports (admin): the Daily Snapshots report. */
export async function dailyReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query is read: anonymous 401, captains 403.
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRoute', documentAccess('admin'));

  /** -> {results: DailyReport[] (newest first), totalResults, currentYear, priorYear}. */
  app.get('/', { schema: { querystring: noQuerySchema, response: { 200: dailyReportsResponseSchema } } }, async () => getDailyReports(app.db));
}
