import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, HTTP } from '@walkfund/domain';
import { AppError } from '../lib/app-error.ts';
import { retryAfterHeader } from './rate-limit.ts';
import { deleteEndedCounters, hitCounter } from '../modules/rate-limits/rate-limit.repo.ts';
import type { RequestLimits } from '../modules/rate-limits/limits.ts';

export type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that counts the request against the named limit (AppConfig.limits) for its subject,
     * the client's address by default, and answers 429 with Retry-After once it is used up.
     * Keyed by address it can run onRequest (before the body is read); keyed by a body field it
     * runs preValidation.
     */
    limitRequests: (name: keyof RequestLimits, subject?: (request: FastifyRequest) => string | null) => RequestHook;
  }
}

/** Ended counters are swept at most this often per instance. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The client's address, as Fastify sees it (TRUST_PROXY decides whether X-Forwarded-For counts). */
export const byAddress = (request: FastifyRequest) => request.ip;

/** Throws the 429 every limit answers, with Retry-After in seconds. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', retryAfterHeader(retryAfterSeconds));
  throw new AppError(HTTP.tooManyRequests, AUTH_MESSAGES.tooManyAttempts);
}

export const requestLimitsPlugin = fp(async (app: FastifyInstance) => {
  let lastSweep = 0;
  app.decorate('limitRequests', (name: keyof RequestLimits, subject: (request: FastifyRequest) => string | null = byAddress): RequestHook => {
    return async (request, reply) => {
      const who = subject(request);
      if (!who) return;
      const { limit, windowMs } = app.config.limits[name];
      const now = new Date();
      const counter = await hitCounter(app.db, `${name}:${who}`, windowMs, now);
      if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now.getTime();
        deleteEndedCounters(app.db, now).catch((err: unknown) => request.log.warn({ err }, 'sweeping rate-limit counters failed'));
      }
      if (counter.hits > limit) tooManyRequests(reply, (counter.windowEndsAt.getTime() - now.getTime()) / 1000);
    };
  });
});
