import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTestMonthlyGiftProcessor, type MonthlyGiftProcessor } from './monthly-gift-processor.ts';
import { createStripeMonthlyGiftProcessor } from './monthly-gift-stripe-processor.ts';
import { stripeBillingOf } from './monthly-gift-stripe-webhooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The processor of monthly gifts (docs/features/monthly-gifts.md): the card processor's kind decides it. */
    monthlyGiftProcessor: MonthlyGiftProcessor;
  }
}

/**
 * The monthly gifts' processor beside the card processor (app.payments, registered before): the
 * built-in test processor without Stripe keys; with them, a Stripe Subscription per gift
 * (monthly-gift-stripe-processor.ts).
 */
export function createMonthlyGiftProcessor(app: FastifyInstance): MonthlyGiftProcessor {
  const billing = app.payments.kind === 'stripe' ? stripeBillingOf(app.config) : null;
  return billing ? createStripeMonthlyGiftProcessor(billing) : createTestMonthlyGiftProcessor();
}

/** Decorates the app with its monthly gifts' processor (after paymentsPlugin). */
export const monthlyGiftsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('monthlyGiftProcessor', createMonthlyGiftProcessor(app));
});
