import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, HTTP } from '@walkfund/domain';
import { AppError } from '../lib/app-error.ts';

/** Counts attempts per key in a fixed window that opens at a key's first attempt. */
export interface AttemptLimiter {
  /** Seconds until every given key may try again; 0 when none of them is blocked. */
  retryAfterSeconds(keys: readonly string[]): number;
  /** Counts one attempt against each key. */
  hit(keys: readonly string[]): void;
  /** Forgets every count (tests). */
  reset(): void;
}

/** Entries are swept once the map grows past this, so a flood of distinct keys stays bounded. */
const SWEEP_THRESHOLD = 10_000;

export function createAttemptLimiter(options: { limit: number; windowMs: number; now?: () => number }): AttemptLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string) {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  }

  function sweep() {
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
  }

  return {
    retryAfterSeconds(keys) {
      let waitMs = 0;
      for (const key of keys) {
        const entry = current(key);
        if (entry && entry.count >= options.limit) waitMs = Math.max(waitMs, entry.resetAt - now());
      }
      return Math.ceil(waitMs / 1000);
    },
    hit(keys) {
      if (windows.size > SWEEP_THRESHOLD) sweep();
      for (const key of keys) {
        const entry = current(key);
        if (entry) entry.count += 1;
        else windows.set(key, { count: 1, resetAt: now() + options.windowMs });
      }
    },
    reset() {
      windows.clear();
    },
  };
}

/** Which answers count as an attempt: every one, or only refused credentials (401). */
export type AttemptCounting = 'every' | 'failed';

export interface AuthAttemptHooks {
  preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The limiter behind `authAttemptHooks` (AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_MINUTES). */
    authAttemptLimiter: AttemptLimiter;
    /**
     * Route hooks for sign-in and forgot-password: answer 429 while the client IP or the body's
     * email has used up its attempts, and count this request (all of them, or only 401s).
     */
    authAttemptHooks: (counting: AttemptCounting) => AuthAttemptHooks;
  }
}

function attemptKeys(request: FastifyRequest): string[] {
  const keys = [`ip:${request.ip}`];
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email === 'string') keys.push(`email:${email.toLowerCase()}`);
  return keys;
}

/**
 * In-memory limits on the credential endpoints, per IP and per email. One process holds the
 * counts, which suits the single-instance deployment; a restart forgets them.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const limiter = createAttemptLimiter({
    limit: app.config.AUTH_RATE_LIMIT,
    windowMs: app.config.AUTH_RATE_WINDOW_MINUTES * 60_000,
  });
  app.decorate('authAttemptLimiter', limiter);
  app.decorate('authAttemptHooks', (counting: AttemptCounting): AuthAttemptHooks => ({
    async preHandler(request, reply) {
      const wait = limiter.retryAfterSeconds(attemptKeys(request));
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError(HTTP.tooManyRequests, AUTH_MESSAGES.tooManyAttempts);
      }
    },
    // Counted before the answer leaves, so the client's next attempt already sees it.
    async onSend(request, reply, payload) {
      const counts = counting === 'every' || reply.statusCode === HTTP.unauthorized;
      if (counts && reply.statusCode !== HTTP.tooManyRequests) limiter.hit(attemptKeys(request));
      return payload;
    },
  }));
});
