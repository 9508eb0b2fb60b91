import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider } from '../../integrations/payments/create-payment-provider.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { findCheckoutByPayment } from '../transactions/checkout.service.ts';
import { listTestRefunds } from '../transactions/refund.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor: Stripe when configured, else the built-in test-mode processor. */
    payments: PaymentProvider;
  }
}

/** Decorates the app with its payment provider; the test processor keeps its state in the checkouts and refunds tables. */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'payments',
    createPaymentProvider(app.config, {
      findTestPayment: (id) => findCheckoutByPayment(app.db, 'test', id),
      listTestRefunds: (paymentId) => listTestRefunds(app.db, paymentId),
    }),
  );
});
