import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams, refundCreateInputSchema, refundHeadersSchema, refundViewSchema, transactionDetailSchema, transactionListPageSchema, transactionListQuerySchema,
  transactionReadQuerySchema, transactionReadResponseSchema, transactionRecordInputSchema, transactionSupportInputSchema, transactionUpdateInputSchema,
  transactionViewSchema,
} from '@walkfund/domain';
import { refundTransaction } from './refund.service.ts';
import { changeSupport, listTransactionsPage, setShipped } from './transaction-admin.service.ts';
import { getTransaction, recordTransaction } from './transaction.service.ts';

export async function transactionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * No auth header needed for a card payment ({..., payment: {id, secret}}); an offline payment
   * needs an admin token. 201 with the transaction when recorded now, 200 with the first record
   * when the payment was already recorded.
   */
  app.post('/', { onRequest: app.optionalUser, schema: { body: transactionRecordInputSchema, response: { 200: transactionViewSchema, 201: transactionViewSchema } } }, async (request, reply) => {
    const result = await recordTransaction({
      db: app.db,
      mailer: app.mailer,
      jobs: app.jobs,
      log: request.log,
      payments: app.payments,
      input: request.body,
      viewer: request.authUser,
    });
    return reply.status(result.created ? 201 : 200).send(result.transaction);
  });

  /** Admin: ?limit=&page=&sortBy=createdAt:desc&eventYear=&team=&search= -> Paged<TransactionListItem> (current year by default). */
  app.get('/', { onRequest: app.requireAdmin, schema: { querystring: transactionListQuerySchema, response: { 200: transactionListPageSchema } } }, async (request) =>
    listTransactionsPage({ db: app.db, query: request.query }),
  );

  /**
   * Admin token: the TransactionDetail (refunds, history); or `?secret=` the client secret of the
   * payment that produced it: the TransactionView (the thank-you page).
   */
  app.get('/:id', { onRequest: app.optionalUser, schema: { params: idParams, querystring: transactionReadQuerySchema, response: { 200: transactionReadResponseSchema } } }, async (request) =>
    getTransaction({ db: app.db, id: request.params.id, viewer: request.authUser, secret: request.query.secret }),
  );

  /** Admin: Change Support {supportingType, team | eventCity} -> TransactionDetail; both teams' totals move. */
  app.patch('/supporting/:id', { onRequest: app.requireAdmin, schema: { params: idParams, body: transactionSupportInputSchema, response: { 200: transactionDetailSchema } } }, async (request) =>
    changeSupport({ db: app.db, id: request.params.id, input: request.body, actor: request.authUser! }),
  );

  /** Admin: the invoice's Shipped switch {hasShipped} -> TransactionDetail. */
  app.patch('/:id', { onRequest: app.requireAdmin, schema: { params: idParams, body: transactionUpdateInputSchema, response: { 200: transactionDetailSchema } } }, async (request) =>
    setShipped({ db: app.db, id: request.params.id, hasShipped: request.body.hasShipped, actor: request.authUser! }),
  );

  /**
   * Admin: {amount (dollars), reason, lineItem?} with an optional Idempotency-Key header (or
   * `idempotencyKey`) -> 201 RefundView; the same key again -> 200 with the first refund.
   */
  app.post(
    '/:id/refunds',
    { onRequest: app.requireAdmin, schema: { params: idParams, headers: refundHeadersSchema, body: refundCreateInputSchema, response: { 200: refundViewSchema, 201: refundViewSchema } } },
    async (request, reply) => {
      const result = await refundTransaction({
        db: app.db,
        payments: app.payments,
        log: request.log,
        transactionId: request.params.id,
        input: request.body,
        headerKey: request.headers['idempotency-key'],
        actor: request.authUser!,
      });
      return reply.status(result.created ? 201 : 200).send(result.refund);
    },
  );
}
