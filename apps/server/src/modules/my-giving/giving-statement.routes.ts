import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statementPreviewQuerySchema, statementRunAnswerSchema, statementYearParams, statementYearSummarySchema } from '@walkfund/domain';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { enqueueStatementEmails, previewStatement, statementYearSummary } from './giving-statement.service.ts';
import { pdfAnswer, sendDownload } from '../../lib/download-reply.ts';

/**
 * Giving statements in the back office (docs/features/my-giving.md), prefix /v1/giving-statements,
 * admins only: a year's donors and statements sent, one donor's statement as they would get it,
 * and January's run for a year now (each donor still gets one once).
 */
export async function givingStatementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdminOnEveryRoute(app);

  app.get(
    '/:year',
    {
      schema: {
        summary: "Read a year's giving statements",
        description: 'How many donors gave in the calendar year (America/Chicago) and how many were emailed their statement.',
        params: statementYearParams,
        response: { 200: statementYearSummarySchema.describe('The year') },
      },
    },
    async (request) => statementYearSummary(app.db, request.params.year),
  );

  app.get(
    '/:year/preview',
    {
      schema: {
        summary: "Preview a donor's giving statement",
        description: '?email=: the PDF the donor with this email gets for the year. 404 when they gave nothing deductible that year.',
        params: statementYearParams,
        querystring: statementPreviewQuerySchema,
        response: pdfAnswer('The giving statement (PDF)'),
      },
    },
    async (request, reply) => sendDownload(reply, await previewStatement(app.db, request.query.email, request.params.year)),
  );

  app.post(
    '/:year/run',
    {
      schema: {
        summary: "Send a year's giving statements now",
        description: "Queues the statement email of every donor of the year, as January's job does. A donor who was sent theirs is not sent it again. Answers how many donors the run covered.",
        params: statementYearParams,
        response: { 200: statementRunAnswerSchema.describe('The run') },
      },
    },
    async (request) => {
      const queued = await enqueueStatementEmails(app.db, request.params.year);
      if (queued) app.jobs.kick();
      return { year: request.params.year, queued };
    },
  );
}
