import { loadConfig } from '../config.ts';
import { registerPaymentMethodDomain } from '../integrations/payments/stripe-payment-domain.ts';

/**
 * `npm run stripe:payment-domain`: registers PUBLIC_URL's domain with Stripe's payment method
 * domains API, so Apple Pay, Google Pay and Link show on this site (docs/deploy.md says when).
 * Safe to run again.
 */
async function main() {
  const config = loadConfig();
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set: there is nothing to register with.');
  const domain = new URL(config.PUBLIC_URL).hostname;
  if (domain === 'localhost' || /^[\d.]+$/.test(domain)) throw new Error(`PUBLIC_URL (${config.PUBLIC_URL}) is not a public domain.`);
  if (!config.APPLE_PAY_DOMAIN_FILE) console.warn('APPLE_PAY_DOMAIN_FILE is not set: Apple Pay cannot verify the domain until it is.');
  const registered = await registerPaymentMethodDomain({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE }, domain);
  console.info(
    `${registered.created ? 'Registered' : 'Already registered'}: ${registered.domain} (${registered.id}). ` +
      `Apple Pay: ${registered.applePay ?? 'unknown'}, Google Pay: ${registered.googlePay ?? 'unknown'}, Link: ${registered.link ?? 'unknown'}.`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
