import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA's files on the API's port. Returns false (and warns) when the web app
 * has not been built; the not-found handler then answers every unknown path with JSON.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`web app not built at ${webDist}: run "npm run build" to serve it`);
    return false;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  return true;
}
