import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lineItemListPageSchema } from '@walkfund/domain';
import { requireOwnTeamDonationsOrAdmin } from './lineitem-access.ts';
import { lineItemGridQuerySchema } from './lineitem.query.ts';
import { listLineItemsPage } from './lineitem.service.ts';

/** Line items under /v1/lineitems. */
export async function lineItemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * ?type=&team=&eventYear=&search=&limit=&page=&sortBy=&populate=team,person,transaction -> Paged<LineItemView>
   * (sortBy: LINE_ITEM_SORT_FIELDS).
   * An admin: any; a captain: team={their team}&type=donation only.
   */
  app.get('/', { onRequest: [app.requireUser, requireOwnTeamDonationsOrAdmin], schema: { querystring: lineItemGridQuerySchema, response: { 200: lineItemListPageSchema } } }, async (request) =>
    listLineItemsPage({ db: app.db, query: request.query, viewer: request.authUser! }),
  );
}
