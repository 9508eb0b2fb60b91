import type { AppConfig } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProcessor, type TestPaymentStore } from './test-processor.ts';

/** Stripe when STRIPE_* are set (config.stripeEnabled), else the built-in test-mode processor. */
export function createPaymentProvider(config: AppConfig, testStore: TestPaymentStore): PaymentProvider {
  if (config.stripeEnabled && config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return createTestProcessor(testStore);
}
