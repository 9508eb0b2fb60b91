/**
 * The counters other modules keep in the rate_limits table (auth/sign-in-throttle.ts: failed
 * sign-ins per account), through this file rather than rate-limit.repo.ts (eslint.config.js).
 */
export { clearCounter, hitCounter, peekCounter, type CounterState } from './rate-limit.repo.ts';
