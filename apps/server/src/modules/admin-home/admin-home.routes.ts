import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminHomeSchema, noQuerySchema } from '@walkfund/domain';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { reconcileSettings } from '../reconciliation/reconciliation.service.ts';
import { getAdminHome } from './admin-home.service.ts';

/** /v1/admin (admin): the admin's home. */
export async function adminHomeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query is read: anonymous 401, captains 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/home',
    {
      schema: {
        summary: "Read the admin's home figures",
        description:
          'How the current event year is doing, in one answer: raised so far (net of refunds) against the event goal, today and this week (America/Chicago days, the week from Monday), this year against last year at the same date from the daily snapshots, teams, participants, runners by type, shirts by size and those still to ship, the newest gifts, the active monthly gifts and what they give each month, and failed background jobs and payments waiting for reconciliation.',
        querystring: noQuerySchema,
        response: { 200: adminHomeSchema.describe('The admin home') },
      },
    },
    async () => getAdminHome({ db: app.db, payments: app.payments, reconcile: reconcileSettings(app.config) }),
  );
}
