import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tributeReportQuerySchema, tributeReportSchema } from '@walkfund/domain';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { getTributeReport } from './tribute.service.ts';

/** /v1/reports/tributes (admin): registered under the reports prefix (docs/features/tributes.md). */
export async function tributeReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query is read: anonymous 401, everyone but an admin 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/tributes',
    {
      schema: {
        summary: 'Read the Tributes report',
        description: "?year= (the current event year by default): every gift in honour or in memory of someone, newest first, with its donor, donation, whom to tell and when the e-card was written.",
        querystring: tributeReportQuerySchema,
        response: { 200: tributeReportSchema.describe('The tributes of the year') },
      },
    },
    async (request) => getTributeReport({ db: app.db, year: request.query.year }),
  );
}
