import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lineItemListPageSchema } from '@walkfund/domain';
import { requireOwnTeamDonationsOrAdmin } from './lineitem-access.ts';
import { LINE_ITEM_SORT_FIELDS, lineItemGridQuerySchema } from './lineitem.query.ts';
import { listLineItemsPage } from './lineitem.service.ts';

/** Line items under /v1/lineitems. */
export async function lineItemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      onRequest: [app.requireUser, requireOwnTeamDonationsOrAdmin],
      schema: {
        summary: 'List line items',
        description:
          `?type=&team=&eventYear=&search=&limit=&page=&sortBy=&populate=team,person,transaction (sortBy: ${LINE_ITEM_SORT_FIELDS.join(', ')}). ` +
          'An admin: any; a captain: team={their team}&type=donation only.',
        querystring: lineItemGridQuerySchema,
        response: { 200: lineItemListPageSchema.describe('A page of line items') },
      },
    },
    async (request) => listLineItemsPage({ db: app.db, query: request.query, viewer: request.authUser! }),
  );
}
