import type { FastifyInstance } from 'fastify';
import { paymentWebhookResponseSchema } from '@walkfund/domain';
import { handleMonthlyBillingEvent, stripeMonthlyDeps } from '../monthly-gifts/monthly-gift-stripe-webhooks.ts';
import { handlePaymentWebhook } from './payment.service.ts';

/**
 * POST /v1/payment/webhook. The signature covers the exact bytes sent, so this scope (and only
 * this scope) keeps JSON bodies raw.
 */
export async function paymentWebhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhook',
    {
      schema: {
        summary: "Receive the payment provider's events",
        description: 'For the payment provider only: its event, signed in the stripe-signature header; 400 for a bad signature.',
        response: { 200: paymentWebhookResponseSchema.describe('The event was received') },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      return handlePaymentWebhook({
        db: app.db,
        mailer: app.mailer,
        jobs: app.jobs,
        events: app.paymentEvents,
        log: request.log,
        payments: app.payments,
        publicUrl: app.config.PUBLIC_URL,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: Array.isArray(signature) ? signature[0] : signature,
        onBilling: async (event) => {
          const deps = stripeMonthlyDeps(app, request.log);
          if (deps) await handleMonthlyBillingEvent(deps, event);
        },
      });
    },
  );
}
