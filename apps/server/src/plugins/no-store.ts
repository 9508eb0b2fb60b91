import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every API answer (under /v1) is sent with `Cache-Control: no-store`, errors included: users,
 * sessions and tokens, persons, line items and transactions carry personal data that no browser
 * or proxy may keep. Set once here, before any route or guard can refuse the request, so no route
 * can forget it. The public reads served from memory (`config.publicCache`) are left cacheable,
 * and a route that sets its own Cache-Control (the OpenAPI document) replaces this one.
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/v1/') && !request.routeOptions.config?.publicCache) reply.header('cache-control', 'no-store');
    done();
  });
});
