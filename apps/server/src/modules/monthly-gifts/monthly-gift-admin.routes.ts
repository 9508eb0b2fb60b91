import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMonthlyGiftSchema, csvFileSchema, monthlyGiftAmountInputSchema, monthlyGiftListQuerySchema, monthlyGiftListSchema, monthlyGiftParams, monthlyGiftRunResultSchema,
  noQuerySchema,
} from '@walkfund/domain';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { chicagoDay } from '../daily-reports/chicago-day.ts';
import { runDueGifts } from './monthly-gift-charge.service.ts';
import { monthlyGiftsCsv } from './monthly-gift-csv.ts';
import { monthlyGiftDeps } from './monthly-gift.jobs.ts';
import {
  cancelMonthlyGiftAsAdmin, changeMonthlyAmountAsAdmin, listAllMonthlyGifts, listMonthlyGifts, pauseMonthlyGiftAsAdmin, resumeMonthlyGiftAsAdmin, type MonthlyGiftServiceDeps,
} from './monthly-gift.service.ts';

/** The most rows one CSV holds. */
const CSV_MAX_ROWS = 100_000;

/**
 * /v1/monthly-gifts (admin, docs/features/monthly-gifts.md): the grid and its CSV, the donor's
 * controls for any gift (change the amount, pause, resume, cancel; each audited with the admin as
 * actor and answering the grid's row) and, on a test server, running the day's charges now.
 */
export async function monthlyGiftAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query or body is read: anonymous 401, everyone but an admin 403.
  requireAdminOnEveryRoute(app);
  const deps = (): MonthlyGiftServiceDeps => ({ db: app.db, processor: app.monthlyGiftProcessor });
  const missing = '404 for no such gift; 409 once it is cancelled.';

  app.get(
    '/',
    {
      schema: {
        summary: 'List monthly gifts',
        description: 'Newest first, filtered by status and a search of the donor, team and walker; with how many are active and what they give each month.',
        querystring: monthlyGiftListQuerySchema,
        response: { 200: monthlyGiftListSchema.describe('A page of monthly gifts') },
      },
    },
    async (request) => listMonthlyGifts(app.db, request.query),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        summary: 'Download monthly gifts as CSV',
        description: `The same filters as the list (offset and limit are ignored: every matching gift, at most ${CSV_MAX_ROWS}).`,
        querystring: monthlyGiftListQuerySchema,
        response: { 200: { description: 'The CSV', content: { 'text/csv': { schema: csvFileSchema } } } },
      },
    },
    async (request, reply) => {
      const rows = await listAllMonthlyGifts(app.db, request.query, CSV_MAX_ROWS);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="monthly-gifts-${chicagoDay(new Date())}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .type('text/csv; charset=utf-8')
        .send(monthlyGiftsCsv(rows));
    },
  );

  app.post(
    '/run-due',
    {
      schema: {
        summary: 'Charge the monthly gifts due now',
        description:
          "No body. Test processor only (404 with Stripe, which bills by itself): every gift due by the product's clock is charged now, as the daily job does; a month is charged once however often this runs.",
        querystring: noQuerySchema,
        response: { 200: monthlyGiftRunResultSchema.describe('Months charged and charges declined') },
      },
    },
    async (request) => {
      const result = await runDueGifts(monthlyGiftDeps(app, request.log));
      app.jobs.kick();
      return result;
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Change the amount of a monthly gift',
        description: `{amount}: whole dollars, as a donation. From the next month on, as the donor's own change; audited with the admin as actor. ${missing}`,
        params: monthlyGiftParams,
        body: monthlyGiftAmountInputSchema,
        response: { 200: adminMonthlyGiftSchema.describe('The monthly gift as it now is') },
      },
    },
    async (request) => changeMonthlyAmountAsAdmin(deps(), request.authUser!.id, request.params.id, request.body.amount),
  );

  app.post(
    '/:id/pause',
    {
      schema: {
        summary: 'Pause a monthly gift',
        description: `No body. Nothing is charged until it is resumed; audited with the admin as actor. 409 when it is not active. ${missing}`,
        params: monthlyGiftParams,
        querystring: noQuerySchema,
        response: { 200: adminMonthlyGiftSchema.describe('The paused gift') },
      },
    },
    async (request) => pauseMonthlyGiftAsAdmin(deps(), request.authUser!.id, request.params.id),
  );

  app.post(
    '/:id/resume',
    {
      schema: {
        summary: 'Resume a monthly gift',
        description: `No body. A paused gift is charged again from its next charge day; a failed one tries its missed month today. Audited with the admin as actor. 409 when it is active. ${missing}`,
        params: monthlyGiftParams,
        querystring: noQuerySchema,
        response: { 200: adminMonthlyGiftSchema.describe('The resumed gift') },
      },
    },
    async (request) => resumeMonthlyGiftAsAdmin(deps(), request.authUser!.id, request.params.id),
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        summary: 'Cancel a monthly gift',
        description: 'No body. Final: nothing is charged after it. Audited with the admin as actor. 404 for no such gift; 409 when it is cancelled already.',
        params: monthlyGiftParams,
        querystring: noQuerySchema,
        response: { 200: adminMonthlyGiftSchema.describe('The cancelled gift') },
      },
    },
    async (request) => cancelMonthlyGiftAsAdmin(deps(), request.authUser!.id, request.params.id),
  );
}
