/**
 * The counters other modules keep in the rate_limits table (auth/sign-in-throttle.ts: failed
 * sign-ins per account), through this file rather than rate-limit.repo.ts (eslint.config.js).
 */
export {
  clearCounter, clearCountersStartingWith, hitCounter, markKey, peekCounter, peekCounters, type CounterState,
} from './rate-limit.repo.ts';
