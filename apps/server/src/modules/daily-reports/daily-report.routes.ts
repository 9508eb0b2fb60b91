import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dailyReportsResponseSchema, noQuerySchema, snapshotBackfillResultSchema } from '@walkfund/domain';
import { getDailyReports, rebuildSnapshots } from './daily-report.service.ts';
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
        description: '{results: DailyReport[] (newest first), totalResults, currentYear, priorYear, nextSnapshot: {at, day}}.',
        querystring: noQuerySchema,
        response: { 200: dailyReportsResponseSchema.describe('The daily snapshots') },
      },
    },
    async () => getDailyReports(app.db),
  );

  app.post(
    '/backfill',
    {
      schema: {
        summary: 'Rebuild the daily snapshots',
        description:
          "No body. Rebuilds every finished day of the current and the prior event year from the recorded line items, teams and persons and their timestamps; a day already written takes the rebuilt values, so a second run changes nothing. Answers the days written per year.",
        querystring: noQuerySchema,
        response: { 200: snapshotBackfillResultSchema.describe('The days rebuilt') },
      },
    },
    async () => rebuildSnapshots(app.db),
  );
}
