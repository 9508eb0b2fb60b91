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

  /** Public: {provider, publishableKey?}, so the checkout knows which card field to mount. */
  app.get('/config', { schema: { response: { 200: paymentConfigResponseSchema } } }, async () => paymentConfig(app.payments));

  /** Public: {amount, person, transaction, lineItems, teamMembers} -> {id, secret, provider, publishableKey?, amount}. */
  app.post('/', { onRequest: app.limitRequests('paymentsPerIp'), schema: { body: paymentCreateInputSchema, response: { 201: paymentCreateResponseSchema } } }, async (request, reply) => {
    const answer = await createPayment({ db: app.db, payments: app.payments, log: request.log, input: request.body });
    return reply.status(201).send(answer);
  });

  /** Public, test mode only: {id, secret, card} -> {id, status: 'succeeded'} or 402 {code, message}. */
  app.post('/test-confirm', { schema: { body: testPaymentConfirmInputSchema, response: { 200: testPaymentConfirmResponseSchema } } }, async (request) =>
    confirmTestPayment({ db: app.db, payments: app.payments, input: request.body }),
  );

  await app.register(paymentWebhookRoutes);
}
