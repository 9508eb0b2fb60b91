import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { HTTP } from '@walkfund/domain';

/**
 * Serves the built SPA from one port with the API: files by path, index.html for every other
 * GET that is not an API call (client-side routes), JSON 404 for unknown /v1 paths.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`web app not built at ${webDist}: run "npm run build" to serve it`);
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/v1/') || url === '/v1' || url.startsWith('/uploads/');
    if (request.method === 'GET' && !isApi && !path.extname(url)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(HTTP.notFound).send({ code: HTTP.notFound, message: `Not found: ${request.method} ${url}` });
  });
}
