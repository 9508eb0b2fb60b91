import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams, kindfulExportListPageSchema, kindfulExportViewSchema, kindfulImportInputSchema, kindfulListQuerySchema, kindfulStatusInputSchema,
} from '@walkfund/domain';
import { registerKindfulJobs } from './kindful.jobs.ts';
import { kindfulClientFrom, listKindfulPage, requestKindfulImport, requestKindfulStatus } from './kindful.service.ts';

/** The Kindful queue (docs/spec/back-office.md: "Kindful Queue", and Calls made): admin only. */
export async function kindfulRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerKindfulJobs(app.jobs, { db: app.db, client: kindfulClientFrom(app.config) });
  const deps = () => ({ db: app.db, jobs: app.jobs, config: app.config });

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List the Kindful queue',
        description: '?limit=25&page=&sortBy=createdAt:desc[&eventYear=][&search=]. `configured` is false while the server has no KINDFUL_API_TOKEN (Import answers 409 then).',
        querystring: kindfulListQuerySchema,
        response: { 200: kindfulExportListPageSchema.describe('A page of Kindful records') },
      },
    },
    async (request) => listKindfulPage({ db: app.db, config: app.config, query: request.query }),
  );

  /** The import and the status call answer alike: 200 once Kindful answered, 202 while their job still runs. */
  const jobAnswers = { 200: kindfulExportViewSchema.describe('The record, once Kindful answered'), 202: kindfulExportViewSchema.describe('The record, while the job still runs') };

  app.patch(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Import a record into Kindful',
        description:
          'No body: imports the record through the job queue and waits briefly for it. 200 with the record once Kindful took it, 202 with it while the job still runs, 502 when Kindful failed (the job retries on its own), 409 without a Kindful token.',
        params: idParams,
        body: kindfulImportInputSchema,
        response: jobAnswers,
      },
    },
    async (request, reply) => {
      const result = await requestKindfulImport({ ...deps(), id: request.params.id });
      return reply.status(result.outcome === 'done' ? 200 : 202).send(result.row);
    },
  );

  app.patch(
    '/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Read Kindful's status of an import",
        description: "{kindfulId?}: Kindful's status of the import (the record's own import unless named), through the job queue like the import.",
        params: idParams,
        body: kindfulStatusInputSchema,
        response: jobAnswers,
      },
    },
    async (request, reply) => {
      const result = await requestKindfulStatus({ ...deps(), id: request.params.id, kindfulId: request.body.kindfulId });
      return reply.status(result.outcome === 'done' ? 200 : 202).send(result.row);
    },
  );
}
