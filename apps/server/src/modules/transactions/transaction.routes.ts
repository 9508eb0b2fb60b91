import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams, refundCreateInputSchema, refundHeadersSchema, refundViewSchema, transactionDetailSchema, transactionListPageSchema, transactionListQuerySchema,
  transactionReadQuerySchema, transactionReadResponseSchema, transactionRecordInputSchema, transactionSupportInputSchema, transactionUpdateInputSchema,
  transactionViewSchema, transactionFundraiserChangeSchema,
} from '@walkfund/domain';
import { refundTransaction } from './refund.service.ts';
import { changeFundraiser, changeSupport, listTransactionsPage, setShipped } from './transaction-admin.service.ts';
import { getTransaction, recordTransaction } from './transaction.service.ts';

export async function transactionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/',
    {
      onRequest: app.optionalUser,
      schema: {
        summary: 'Record a transaction',
        description:
          'The checkout after its payment. No token needed for a card payment ({..., payment: {id, secret}}); an offline payment needs an admin token. 201 with the transaction when recorded now, 200 with the first record when the payment was already recorded.',
        body: transactionRecordInputSchema,
        response: { 200: transactionViewSchema.describe('The transaction recorded before for this payment'), 201: transactionViewSchema.describe('The recorded transaction') },
      },
    },
    async (request, reply) => {
      const result = await recordTransaction({
        db: app.db,
        mailer: app.mailer,
        jobs: app.jobs,
        events: app.paymentEvents,
        log: request.log,
        payments: app.payments,
        input: request.body,
        viewer: request.authUser,
      });
      return reply.status(result.created ? 201 : 200).send(result.transaction);
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List transactions',
        description: '?limit=&page=&sortBy=createdAt:desc&eventYear=&team=&search=; the current event year by default.',
        querystring: transactionListQuerySchema,
        response: { 200: transactionListPageSchema.describe('A page of transactions') },
      },
    },
    async (request) => listTransactionsPage({ db: app.db, query: request.query }),
  );

  app.get(
    '/:id',
    {
      onRequest: app.optionalUser,
      schema: {
        summary: 'Read a transaction',
        description:
          'With an admin token: the TransactionDetail (refunds, history). Without one, ?secret= the client secret of the payment that produced it: the TransactionView (the thank-you page).',
        params: idParams,
        querystring: transactionReadQuerySchema,
        response: { 200: transactionReadResponseSchema.describe('The transaction') },
      },
    },
    async (request) => getTransaction({ db: app.db, id: request.params.id, viewer: request.authUser, secret: request.query.secret }),
  );

  app.patch(
    '/supporting/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Change whom a transaction supports',
        description: "Change Support {supportingType, team | eventCity}; both teams' totals move.",
        params: idParams,
        body: transactionSupportInputSchema,
        response: { 200: transactionDetailSchema.describe('The changed transaction') },
      },
    },
    async (request) => changeSupport({ db: app.db, events: app.paymentEvents, id: request.params.id, input: request.body, actor: request.authUser! }),
  );

  app.patch(
    '/:id/fundraiser',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Change the fundraiser a transaction credits',
        description:
          '{fundraiser: person id | null, showMessage?}: a member of the supported team for the transaction\'s year, or none; both members\' totals move (docs/decisions/0008-fundraiser-credit.md). The donor\'s message moves with the gift to the new walker\'s page, or is hidden from the pages with showMessage: false. Audited.',
        params: idParams,
        body: transactionFundraiserChangeSchema,
        response: { 200: transactionDetailSchema.describe('The changed transaction') },
      },
    },
    async (request) => changeFundraiser({
        db: app.db, events: app.paymentEvents, id: request.params.id, fundraiser: request.body.fundraiser, showMessage: request.body.showMessage, actor: request.authUser!,
      }),
  );

  app.patch(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Set a transaction's shipped flag",
        description: "The invoice's Shipped switch {hasShipped}.",
        params: idParams,
        body: transactionUpdateInputSchema,
        response: { 200: transactionDetailSchema.describe('The changed transaction') },
      },
    },
    async (request) => setShipped({ db: app.db, id: request.params.id, hasShipped: request.body.hasShipped, actor: request.authUser! }),
  );

  app.post(
    '/:id/refunds',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Refund a transaction',
        description:
          '{amount (dollars), reason, lineItem?} with an optional Idempotency-Key header (or `idempotencyKey`): 201 with the refund; the same key again answers 200 with the first refund.',
        params: idParams,
        headers: refundHeadersSchema,
        body: refundCreateInputSchema,
        response: { 200: refundViewSchema.describe('The refund made before with this key'), 201: refundViewSchema.describe('The refund') },
      },
    },
    async (request, reply) => {
      const result = await refundTransaction({
        db: app.db,
        events: app.paymentEvents,
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
