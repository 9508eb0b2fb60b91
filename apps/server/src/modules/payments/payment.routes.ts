import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  paymentConfigResponseSchema, paymentCreateInputSchema, paymentCreateResponseSchema, testPaymentConfirmInputSchema, testPaymentConfirmResponseSchema,
} from '@walkfund/domain';
import { confirmTestPayment, createPayment, paymentConfig } from './payment.service.ts';
import { paymentWebhookRoutes } from './payment-webhook.routes.ts';

/** /v1/payment: create the card payment, the test-mode card step, and the provider webhook. */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/config',
    {
      schema: {
        summary: 'Read the payment provider',
        description: '{provider, publishableKey?}, so the checkout knows which card field to mount.',
        response: { 200: paymentConfigResponseSchema.describe('The payment provider') },
      },
    },
    async () => paymentConfig(app.payments),
  );

  app.post(
    '/',
    {
      onRequest: app.limitRequests('paymentsPerIp'),
      schema: {
        summary: 'Create a card payment',
        description: 'The checkout {amount, person, transaction, lineItems, teamMembers}, priced again by the server. Limited per address (429).',
        body: paymentCreateInputSchema,
        response: { 201: paymentCreateResponseSchema.describe("The payment's id and client secret") },
      },
    },
    async (request, reply) => {
      const answer = await createPayment({ db: app.db, payments: app.payments, log: request.log, input: request.body, ipAddress: request.ip });
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/test-confirm',
    {
      schema: {
        summary: 'Confirm a test-mode card payment',
        description: "Test mode only: {id, secret, card} -> {id, status: 'succeeded'}, or 402 when the test card is declined.",
        body: testPaymentConfirmInputSchema,
        response: { 200: testPaymentConfirmResponseSchema.describe('The confirmed payment') },
      },
    },
    async (request) => confirmTestPayment({ db: app.db, payments: app.payments, input: request.body }),
  );

  await app.register(paymentWebhookRoutes);
}
