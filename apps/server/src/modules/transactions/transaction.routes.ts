import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, transactionReadQuerySchema, transactionRecordInputSchema } from '@walkfund/domain';
import { getTransaction, recordTransaction } from './transaction.service.ts';

export async function transactionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * No auth header needed for a card payment ({..., payment: {id, secret}}); an offline payment
   * needs an admin token. 201 with the transaction when recorded now, 200 with the first record
   * when the payment was already recorded.
   */
  app.post('/', { onRequest: app.optionalUser, schema: { body: transactionRecordInputSchema } }, async (request, reply) => {
    const result = await recordTransaction({
      db: app.db,
      mailer: app.mailer,
      log: request.log,
      payments: app.payments,
      input: request.body,
      viewer: request.authUser,
    });
    return reply.status(result.created ? 201 : 200).send(result.transaction);
  });

  /** Admin token, or `?secret=` the client secret of the payment that produced it. */
  app.get('/:id', { onRequest: app.optionalUser, schema: { params: idParams, querystring: transactionReadQuerySchema } }, async (request) =>
    getTransaction({ db: app.db, id: request.params.id, viewer: request.authUser, secret: request.query.secret }),
  );
}
