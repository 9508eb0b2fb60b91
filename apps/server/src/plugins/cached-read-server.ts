import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { replayFor, type PublicCache } from '../lib/cache/public-cache.ts';

export interface CachedReadServerOptions {
  http: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would create, whose first handler answers
 * the public reads the cache holds (plugins/public-cache.ts) before Fastify parses, routes and
 * runs its hooks; every other request goes to Fastify.
 *
 * Why: on walk day most requests are these few reads, and Fastify's request cycle around a cached
 * answer cost about as much as the answer itself (the benchmark's public reads, docs/benchmark.md).
 * The answer is the same either way; injected requests (tests) get it from the plugin's hook.
 */
export function cachedReadServerFactory(cache: PublicCache, options: CachedReadServerOptions): FastifyServerFactory {
  return (fastifyHandler) => {
    const server = http.createServer(options.http, (request, response) => {
      const replay = replayFor(cache, request);
      if (!replay) return fastifyHandler(request, response);
      response.writeHead(200, replay.headers);
      response.end(replay.body);
    });
    // What Fastify sets on the server it creates itself (fastify/lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server;
  };
}
