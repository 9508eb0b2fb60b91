import Stripe from 'stripe';

export interface PaymentDomainOptions {
  secretKey: string;
  /** Base URL of the Stripe API; tests point it at a local fake server. */
  apiBase?: string;
}

export interface RegisteredDomain {
  id: string;
  domain: string;
  /** false: it was registered before, and is left as it is. */
  created: boolean;
  applePay: string | null;
  googlePay: string | null;
  link: string | null;
}

function clientOf(options: PaymentDomainOptions): Stripe {
  if (!options.apiBase) return new Stripe(options.secretKey, { maxNetworkRetries: 2 });
  const url = new URL(options.apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol, maxNetworkRetries: 0 });
}

type Domain = Stripe.PaymentMethodDomain;
const statusOf = (method: { status?: string } | undefined | null) => method?.status ?? null;
const view = (d: Domain, created: boolean): RegisteredDomain => ({
  id: d.id,
  domain: d.domain_name,
  created,
  applePay: statusOf(d.apple_pay),
  googlePay: statusOf(d.google_pay),
  link: statusOf(d.link),
});

/**
 * Registers a domain with Stripe's payment method domains API (docs/features/payment-methods.md):
 * Apple Pay then checks /.well-known/apple-developer-merchantid-domain-association there; Google
 * Pay and Link need the domain too. A domain registered before is found and left as it is.
 */
export async function registerPaymentMethodDomain(options: PaymentDomainOptions, domain: string): Promise<RegisteredDomain> {
  const stripe = clientOf(options);
  const existing = await stripe.paymentMethodDomains.list({ domain_name: domain, limit: 1 });
  const found = existing.data.find((d) => d.domain_name === domain);
  if (found) return view(found, false);
  return view(await stripe.paymentMethodDomains.create({ domain_name: domain, enabled: true }), true);
}
