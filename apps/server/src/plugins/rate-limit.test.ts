import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@walkfund/domain';
import { AppError } from '../lib/app-error.ts';
import { registerErrorHandler } from './error-handler.ts';
import { rateLimitPlugin, retryAfterHeader, RetryLaterError } from './rate-limit.ts';

describe('rateLimitPlugin', () => {
  async function appThrowing(error: Error) {
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(rateLimitPlugin);
    app.get('/', async () => {
      throw error;
    });
    return app;
  }

  it('answers a RetryLaterError with 429, {code, message} and Retry-After in whole seconds', async () => {
    const app = await appThrowing(new RetryLaterError(2.2, AUTH_MESSAGES.signInDelayed));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3');
    expect(res.json()).toEqual({ code: 429, message: AUTH_MESSAGES.signInDelayed });
    await app.close();
  });

  it('leaves other errors without Retry-After', async () => {
    const app = await appThrowing(AppError.forbidden());
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['retry-after']).toBeUndefined();
    await app.close();
  });

  it('never advertises a wait under one second', () => {
    expect(retryAfterHeader(0)).toBe('1');
    expect(retryAfterHeader(0.01)).toBe('1');
    expect(retryAfterHeader(60)).toBe('60');
  });
});
