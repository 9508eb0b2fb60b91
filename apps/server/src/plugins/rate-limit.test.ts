import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './rate-limit.ts';

describe('createAttemptLimiter', () => {
  function limiterAt(start: number) {
    const clock = { now: start };
    const limiter = createAttemptLimiter({ limit: 3, windowMs: 60_000, now: () => clock.now });
    return { limiter, clock };
  }

  it('blocks a key once it reaches the limit, until its window ends', () => {
    const { limiter, clock } = limiterAt(1_000_000);
    for (let i = 0; i < 2; i++) limiter.hit(['ip:a']);
    expect(limiter.retryAfterSeconds(['ip:a'])).toBe(0);
    limiter.hit(['ip:a']);
    expect(limiter.retryAfterSeconds(['ip:a'])).toBe(60);
    clock.now += 59_500;
    expect(limiter.retryAfterSeconds(['ip:a'])).toBe(1);
    clock.now += 500;
    expect(limiter.retryAfterSeconds(['ip:a'])).toBe(0);
    limiter.hit(['ip:a']);
    expect(limiter.retryAfterSeconds(['ip:a'])).toBe(0);
  });

  it('blocks when any of the keys is used up, and keeps keys apart', () => {
    const { limiter } = limiterAt(0);
    for (let i = 0; i < 3; i++) limiter.hit(['ip:a', 'email:x@example.com']);
    expect(limiter.retryAfterSeconds(['ip:b', 'email:x@example.com'])).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds(['ip:b', 'email:y@example.com'])).toBe(0);
  });

  it('forgets every count on reset', () => {
    const { limiter } = limiterAt(0);
    for (let i = 0; i < 3; i++) limiter.hit(['ip:a']);
    limiter.reset();
    expect(limiter.retryAfterSeconds(['ip:a'])).toBe(0);
  });
});
