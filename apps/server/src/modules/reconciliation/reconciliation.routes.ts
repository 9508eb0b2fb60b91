import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, pendingSummarySchema, reconciliationRunListPageSchema, reconciliationRunSchema } from '@walkfund/domain';
import { getPendingSummary, listReconciliationRuns, reconcileNow, reconcileSettings, reconcilerDeps } from './reconciliation.service.ts';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';

const runListQuerySchema = listQuerySchema.pick({ page: true, limit: true });

/** /v1/reconciliation: the payment reconciler's work, for admins only. */
export async function reconciliationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query or body is read: anonymous 401, captains 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/',
    {
      schema: {
        summary: "List the reconciler's runs",
        description: '?page=&limit=; newest first.',
        querystring: runListQuerySchema,
        response: { 200: reconciliationRunListPageSchema.describe('A page of runs') },
      },
    },
    async (request) => listReconciliationRuns({ db: app.db, query: request.query }),
  );

  app.get(
    '/pending',
    {
      schema: {
        summary: 'Read the payments waiting for reconciliation',
        description: "The reconciler's settings, the payments waiting, due, succeeded and expired, and its last run.",
        response: { 200: pendingSummarySchema.describe('The waiting payments') },
      },
    },
    async () => getPendingSummary({ db: app.db, payments: app.payments, settings: reconcileSettings(app.config) }),
  );

  app.post(
    '/run',
    {
      schema: {
        summary: 'Run the reconciler now',
        description: 'No body: runs a pass now (after the one already under way, if any); 409 when the pass under way takes too long.',
        response: { 200: reconciliationRunSchema.describe('The run') },
      },
    },
    async (request) => reconcileNow(reconcilerDeps(app, request.log)),
  );
}
