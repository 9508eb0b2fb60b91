import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PublicCache, replayFor, type CacheKind, type CacheTicket } from '../lib/cache/public-cache.ts';

/** Route option: `config: { publicCache: {...} }` marks a public GET whose answer is served from memory. */
export interface PublicCacheRule {
  kind: CacheKind;
  /** The answer differs for a signed-in caller (event settings for an admin): only anonymous calls are cached. */
  anonymousOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCacheRule;
  }
  interface FastifyRequest {
    publicCacheTicket: CacheTicket | null;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
    /** Drops the cached public answers here and, through NOTIFY, on every other instance. */
    invalidatePublicCache: (kind: CacheKind) => void;
  }
}

export const PUBLIC_CACHE_CHANNEL = 'walkfund_public_cache';

/** Totals (team pages) may lag this much behind a write made outside the HTTP routes; the rest this much. */
export const PUBLIC_CACHE_MAX_AGE_MS: Record<CacheKind, number> = { totals: 2000, content: 5000 };

/** Writes that change nothing a public read shows (sign-in, payment creation and its test card step). */
const NO_PUBLIC_EFFECT = [/^\/v1\/auth\//, /^\/v1\/payment$/, /^\/v1\/payment\/test-confirm$/, /^\/v1\/users\/exists$/];
/** Writes that only move money and members: a recorded checkout (browser or webhook). */
const TOTALS_ONLY = [/^\/v1\/transactions$/, /^\/v1\/payment\/webhook$/];

/** What a write to this path may change in the public answers; null when nothing. */
export function writeEffect(url: string): CacheKind | null {
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  if (NO_PUBLIC_EFFECT.some((re) => re.test(path))) return null;
  if (TOTALS_ONLY.some((re) => re.test(path))) return 'totals';
  return 'content';
}

/**
 * Fastify's per-request log lines (incoming, completed) are skipped for the public reads served
 * from memory: two JSON lines per anonymous read cost more than the answer itself (measured: a
 * cached read answers about 2.8 times as fast without them), and walk day brings thousands a
 * second. Their 5xx errors are still logged by the error handler.
 */
export function skipRequestLog(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.routeOptions?.config?.publicCache !== undefined;
}

/** A NOTIFY per kind at most this often; the rest are folded into the next one. */
const NOTIFY_EVERY_MS = 100;

/** Headers that belong to one response, never to a cached answer. */
const PER_RESPONSE_HEADERS = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'vary']);

/**
 * Public reads served from memory (docs/features/speed-and-scale.md): a marked GET's first answer is kept whole (status
 * 200, helmet's headers, the JSON) and sent again without touching the database, helmet or the
 * serializer, until a write drops it. Registered before every other plugin, so its onRequest
 * hook answers first.
 *
 * Invalidation: every write on this instance drops the kinds it may change before its own answer
 * is sent (onSend), and NOTIFYs the other instances, which LISTEN on a dedicated connection;
 * answers also expire (PUBLIC_CACHE_MAX_AGE_MS) for changes made outside the HTTP routes.
 */
export function createPublicCache(): PublicCache {
  return new PublicCache({ maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS, maxEntries: 5000 });
}

export const publicCachePlugin = fp(async (app: FastifyInstance, options: { cache: PublicCache }) => {
  const { cache } = options;
  const instanceId = randomBytes(6).toString('hex');
  app.decorate('publicCache', cache);
  app.decorateRequest('publicCacheTicket', null);

  const lastNotified: Record<CacheKind, number> = { content: 0, totals: 0 };
  const pending: Record<CacheKind, NodeJS.Timeout | null> = { content: null, totals: null };
  const notify = (kind: CacheKind) => {
    app.database.notify(PUBLIC_CACHE_CHANNEL, `${instanceId}:${kind}`).catch((err: unknown) => app.log.warn({ err }, 'public cache: NOTIFY failed'));
    lastNotified[kind] = Date.now();
  };
  app.decorate('invalidatePublicCache', (kind: CacheKind) => {
    cache.invalidate(kind);
    if (pending[kind]) return;
    const wait = lastNotified[kind] + NOTIFY_EVERY_MS - Date.now();
    if (wait <= 0) return notify(kind);
    pending[kind] = setTimeout(() => {
      pending[kind] = null;
      notify(kind);
    }, wait);
  });

  const stopListening = await app.database.listen(PUBLIC_CACHE_CHANNEL, (payload) => {
    // null: the connection was lost and messages may be missing.
    if (payload === null) return cache.invalidate('content');
    const [from, kind] = payload.split(':');
    if (from !== instanceId) cache.invalidate(kind === 'totals' ? 'totals' : 'content');
  });
  app.addHook('onClose', async () => {
    for (const timer of Object.values(pending)) if (timer) clearTimeout(timer);
    await stopListening();
  });

  const cacheable = (request: FastifyRequest): PublicCacheRule | undefined => {
    const rule = request.routeOptions.config?.publicCache;
    if (!rule || request.method !== 'GET') return undefined;
    if (rule.anonymousOnly && request.headers.authorization) return undefined;
    return rule;
  };

  // Requests over HTTP are answered from the cache before Fastify (cached-read-server.ts); this
  // answers injected ones the same way, and takes the ticket of a read the cache does not hold.
  app.addHook('onRequest', (request, reply, done) => {
    const rule = cacheable(request);
    if (!rule) return done();
    const replay = replayFor(cache, request);
    if (!replay) {
      request.publicCacheTicket = cache.ticket(rule.kind);
      return done();
    }
    reply.headers(replay.headers);
    reply.send(replay.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      const kind = writeEffect(request.url);
      if (kind) app.invalidatePublicCache(kind);
      return payload;
    }
    const ticket = request.publicCacheTicket;
    if (ticket && reply.statusCode === 200 && typeof payload === 'string') {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = typeof value === 'number' ? String(value) : value;
      }
      cache.store(request.url, ticket, { headers, body: payload, anonymousOnly: request.routeOptions.config?.publicCache?.anonymousOnly === true });
    }
    return payload;
  });
});
