import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lineItemListQuerySchema } from '@walkfund/domain';
import { requireOwnTeamDonationsOrAdmin } from './lineitem-access.ts';
import { listLineItemsPage } from './lineitem.service.ts';

/** Line items under /v1/lineitems. */
export async function lineItemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * ?type=&team=&eventYear=&limit=&page=&sortBy=&populate=team,person,transaction -> Paged<LineItemView>.
   * An admin: any; a captain: team={their team}&type=donation only.
   */
  app.get('/', { onRequest: [app.requireUser, requireOwnTeamDonationsOrAdmin], schema: { querystring: lineItemListQuerySchema } }, async (request) =>
    listLineItemsPage({ db: app.db, query: request.query, viewer: request.authUser! }),
  );
}
