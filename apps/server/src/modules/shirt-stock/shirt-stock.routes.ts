import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shirtStockInputSchema, shirtStockQuerySchema, shirtStockViewSchema } from '@walkfund/domain';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { getShirtStock, saveShirtStock } from './shirt-stock.service.ts';

/** /v1/shirt-stock (admin): event shirts on hand per city and size (docs/decisions/0011-event-day-check-in.md). */
export async function shirtStockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the query or body is read: anonymous 401, everyone but an admin 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/',
    {
      schema: {
        summary: 'Read the shirt stock',
        description:
          "?year= (the current event year by default): per city and size, the shirts on hand (null when no count is set; below zero when more were given than counted) and how many check-in recorded as given.",
        querystring: shirtStockQuerySchema,
        response: { 200: shirtStockViewSchema.describe('The shirt stock') },
      },
    },
    async (request) => getShirtStock(app.db, request.query.year),
  );

  app.put(
    '/',
    {
      schema: {
        summary: 'Set the shirt stock',
        description:
          '{eventYear? (the current one by default), stock: [{eventCity, size, quantity (0 to 100000)}]}: every count of the year, each city and size once; a city and size left out has no count. Each first "Shirt given" at check-in takes one. Audited.',
        body: shirtStockInputSchema,
        response: { 200: shirtStockViewSchema.describe('The shirt stock as saved') },
      },
    },
    async (request) => saveShirtStock({ db: app.db, input: request.body, actorUserId: request.authUser!.id }),
  );
}
