import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, HTTP } from '@walkfund/domain';
import { AppError } from '../lib/app-error.ts';

/**
 * A 429 decided by a service (a sign-in delay, an address ceiling), which has no reply to set
 * headers on: the plugin below turns `retryAfterSeconds` into the Retry-After header.
 */
export class RetryLaterError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = AUTH_MESSAGES.tooManyAttempts,
  ) {
    super(HTTP.tooManyRequests, message);
  }
}

/** Whole seconds, at least 1: a Retry-After of 0 would invite an immediate retry that fails again. */
export function retryAfterHeader(seconds: number): string {
  return String(Math.max(1, Math.ceil(seconds)));
}

/**
 * Every RetryLaterError answers 429 with Retry-After. The counts themselves live in the database
 * (modules/rate-limits), so every server instance sees the same ones.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  // onError runs before the error handler writes the `{code, message}` body, and may set headers.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', retryAfterHeader(error.retryAfterSeconds));
  });
});
