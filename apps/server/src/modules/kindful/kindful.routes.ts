import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams, kindfulExportListPageSchema, kindfulExportViewSchema, kindfulImportInputSchema, kindfulListQuerySchema, kindfulStatusInputSchema,
} from '@walkfund/domain';
import { registerKindfulJobs } from './kindful.jobs.ts';
import { exportSettingsFrom, useExportSettings } from './kindful-export.ts';
import { kindfulClientFrom, listKindfulPage, requestKindfulImport, requestKindfulStatus } from './kindful.service.ts';

/** The Kindful queue (docs/spec/back-office.md "Kindful Queue", section 7): admin only. */
export async function kindfulRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useExportSettings(exportSettingsFrom(app.config));
  registerKindfulJobs(app.jobs, { db: app.db, client: kindfulClientFrom(app.config) });
  const deps = () => ({ db: app.db, jobs: app.jobs, config: app.config });

  /** ?limit=25&page=&sortBy=createdAt:desc[&eventYear=][&search=] -> Paged<KindfulExportView>. */
  app.get('/', { onRequest: app.requireAdmin, schema: { querystring: kindfulListQuerySchema, response: { 200: kindfulExportListPageSchema } } }, async (request) =>
    listKindfulPage({ db: app.db, query: request.query }),
  );

  /**
   * No body: imports the record through the job queue and waits briefly for it. 200 with the
   * record once Kindful took it, 202 with it while the job still runs, 502 when Kindful failed
   * (the job retries on its own), 409 without a token.
   */
  app.patch('/:id', { onRequest: app.requireAdmin, schema: { params: idParams, body: kindfulImportInputSchema, response: { 200: kindfulExportViewSchema, 202: kindfulExportViewSchema } } }, async (request, reply) => {
    const result = await requestKindfulImport({ ...deps(), id: request.params.id });
    return reply.status(result.outcome === 'done' ? 200 : 202).send(result.row);
  });

  /** {kindfulId?}: Kindful's status of the import (the record's own import unless named). */
  app.patch('/:id/status', { onRequest: app.requireAdmin, schema: { params: idParams, body: kindfulStatusInputSchema, response: { 200: kindfulExportViewSchema, 202: kindfulExportViewSchema } } }, async (request, reply) => {
    const result = await requestKindfulStatus({ ...deps(), id: request.params.id, kindfulId: request.body.kindfulId });
    return reply.status(result.outcome === 'done' ? 200 : 202).send(result.row);
  });
}
