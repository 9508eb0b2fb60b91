import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** Where Apple looks for a merchant's domain association file (Apple Pay on the web). */
export const APPLE_PAY_DOMAIN_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/**
 * Apple Pay needs the domain registered (docs/features/payment-methods.md): the file Stripe's
 * dashboard gives is served here from APPLE_PAY_DOMAIN_FILE, then `npm run stripe:payment-domain`
 * registers the domain (docs/deploy.md). Unset: 404. Read on each request: it is asked for rarely.
 */
export async function applePayDomainRoutes(app: FastifyInstance) {
  app.get(APPLE_PAY_DOMAIN_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const file = app.config.APPLE_PAY_DOMAIN_FILE;
    if (!file) throw AppError.notFound('Apple Pay is not set up on this server.');
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      throw AppError.notFound('Apple Pay is not set up on this server.');
    }
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
