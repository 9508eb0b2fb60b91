import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, pendingSummarySchema, reconciliationRunListPageSchema, reconciliationRunSchema } from '@walkfund/domain';
import { getPendingSummary, listReconciliationRuns, reconcileNow, reconcileSettings, reconcilerDeps } from './reconciliation.service.ts';
import { documentAccess } from '../openapi/openapi.plugin.ts';

const runListQuerySchema = listQuerySchema.pick({ page: true, limit: true });

/** /v1/reconciliation: the payment reconciler's work, for admins only. */
export async function reconciliationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query or body is read: anonymous 401, captains 403.
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRoute', documentAccess('admin'));

  /** ?page=&limit= -> {results: run[], page, limit, totalPages, totalResults}, newest first. */
  app.get('/', { schema: { querystring: runListQuerySchema, response: { 200: reconciliationRunListPageSchema } } }, async (request) => listReconciliationRuns({ db: app.db, query: request.query }));

  /** -> {processor, intervalSeconds, minAgeSeconds, expireAfterHours, waiting, due, succeeded, expired, waitingAmount, oldestWaitingAt, lastRun}. */
  app.get('/pending', { schema: { response: { 200: pendingSummarySchema } } }, async () => getPendingSummary({ db: app.db, payments: app.payments, settings: reconcileSettings(app.config) }));

  /** No body. Runs a pass now (after one already under way) -> the run; 409 when the pass under way takes too long. */
  app.post('/run', { schema: { response: { 200: reconciliationRunSchema } } }, async (request) => reconcileNow(reconcilerDeps(app, request.log)));
}
