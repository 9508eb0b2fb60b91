import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { registerSharePages } from '../modules/campaign/share-pages.ts';

/** Vite names every file under assets/ by its content hash: a new build never reuses a name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and the other unhashed files) must be revalidated, so a deploy reaches every browser. */
export const REVALIDATE_CACHE = 'no-cache';

/** Cache-Control of a built file, by its path inside the dist folder. */
export function webCacheControl(relativePath: string): string {
  const parts = relativePath.split(/[\\/]/);
  return parts[0] === 'assets' && parts.length > 1 ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves the built SPA's files on the API's port. Returns false (and warns) when the web app
 * has not been built; the not-found handler then answers every unknown path with JSON.
 * Text files are sent as the .br/.gz twins the build wrote beside them (scripts/precompress-web.ts),
 * chosen by Accept-Encoding, falling back to the plain file.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`web app not built at ${webDist}: run "npm run build" to serve it`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', webCacheControl(path.relative(webDist, filePath)));
    },
  });
  // The public home and team pages carry a link preview (Open Graph card) in their index.html.
  registerSharePages(app, webDist);
  return true;
}
