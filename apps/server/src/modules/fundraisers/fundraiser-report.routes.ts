import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fundraiserReportQuerySchema, fundraiserReportSchema } from '@walkfund/domain';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { getFundraiserReport } from './fundraiser-report.service.ts';

/** GET /v1/reports/fundraisers (admin): registered under the reports prefix. */
export async function fundraiserReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query is read: anonymous 401, captains and participants 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/fundraisers',
    {
      schema: {
        summary: 'Read the Fundraisers report',
        description:
          "?year= (the current event year by default): one row per member of a team that year with goal, raised, percent, paid gifts credited, page state and last gift's date, by team and name.",
        querystring: fundraiserReportQuerySchema,
        response: { 200: fundraiserReportSchema.describe('The rows of the report') },
      },
    },
    async (request) => getFundraiserReport({ db: app.db, year: request.query.year }),
  );
}
