import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, receiptTokenParamsSchema, receiptViewSchema } from '@walkfund/domain';
import { receiptByToken, receiptForTransaction } from './receipt.service.ts';

export async function receiptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/transaction/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Read a transaction's receipt (admin)",
        description: 'The printable receipt of a recorded transaction, as the donor reads it with its token: amounts net of refunds, the deductible part, the charity and its tax statement.',
        params: idParams,
        response: { 200: receiptViewSchema.describe('The receipt') },
      },
    },
    async (request) => receiptForTransaction(app.db, request.params.id),
  );

  app.get(
    '/:token',
    {
      schema: {
        summary: 'Read a receipt by its token',
        description:
          "The donor's printable receipt, from the link on the thank-you page and in the receipt email: no account needed, the random token is the capability. Only what a receipt states (the donor's name, no contact details); an unknown token is a 404.",
        params: receiptTokenParamsSchema,
        response: { 200: receiptViewSchema.describe('The receipt') },
      },
    },
    async (request, reply) => {
      // Personal to one donor: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return receiptByToken(app.db, request.params.token);
    },
  );
}
