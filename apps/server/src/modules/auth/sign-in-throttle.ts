import { AUTH_MESSAGES } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { RetryLaterError } from '../../plugins/rate-limit.ts';
import type { RequestLimits } from '../rate-limits/limits.ts';
import { clearCounter, hitCounter, peekCounter } from '../rate-limits/rate-limit.service.ts';

/**
 * Failed credentials per account (email): no hard lock that anyone could trigger for a victim,
 * but a delay that grows with each failure, so guessing stays slow. Only failed credentials
 * count (never a reset request), a success clears them, and they decay with the window.
 */
export const ACCOUNT_FAILURES = {
  /** Failures allowed with no delay (typos). */
  free: 5,
  maxDelaySeconds: 60,
  /** A window of failures ends this long after its first failure. */
  decayMs: 24 * 60 * 60_000,
} as const;

/** Seconds an account must wait after its last failure, having `failures` of them: min(2^(n-5), 60). */
export function signInDelaySeconds(failures: number): number {
  if (failures < ACCOUNT_FAILURES.free) return 0;
  return Math.min(2 ** (failures - ACCOUNT_FAILURES.free), ACCOUNT_FAILURES.maxDelaySeconds);
}

// Same `${name}:${subject}` shape as the counters of app.limitRequests.
const accountKey = (email: string) => `signInFailuresPerAccount:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `loginFailuresPerIp:${ip}`;

function secondsBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / 1000;
}

/**
 * Runs `check` (a password comparison) for the account `email` unless the account is inside its
 * delay, in which case it answers 429 without checking. The attempt is counted before the check
 * and cleared when it succeeds, so parallel guesses cannot all slip through one opening: only
 * the attempt whose count follows the one it read goes ahead; another that raced it is refused
 * (and stays counted). Unknown emails are counted the same way, so the answers do not tell them apart.
 */
export async function checkAccountCredentials(db: DbOrTx, email: string, check: () => Promise<boolean>, now = new Date()): Promise<boolean> {
  const key = accountKey(email);
  const before = await peekCounter(db, key, now);
  const failures = before?.hits ?? 0;
  if (before) {
    const wait = signInDelaySeconds(failures) - secondsBetween(before.lastHitAt, now);
    if (wait > 0) throw new RetryLaterError(wait, AUTH_MESSAGES.signInDelayed);
  }
  const counted = await hitCounter(db, key, ACCOUNT_FAILURES.decayMs, now);
  const raced = counted.hits !== failures + 1;
  if (raced && signInDelaySeconds(counted.hits - 1) > 0) {
    throw new RetryLaterError(signInDelaySeconds(counted.hits - 1), AUTH_MESSAGES.signInDelayed);
  }
  const ok = await check();
  if (ok) await clearCounter(db, key);
  return ok;
}

/** Forgets an account's failures (a password reset proves the owner). */
export async function clearAccountFailures(db: DbOrTx, email: string): Promise<void> {
  await clearCounter(db, accountKey(email));
}

/**
 * A high ceiling of failed sign-ins per address (config.limits.loginFailuresPerIp): many people
 * share an office or carrier address, so ten failures there lock nobody out, while one address
 * cannot guess across many accounts without end.
 */
export async function assertAddressBelowCeiling(db: DbOrTx, limits: RequestLimits, ip: string, now = new Date()): Promise<void> {
  const counter = await peekCounter(db, addressKey(ip), now);
  if (counter && counter.hits >= limits.loginFailuresPerIp.limit) {
    throw new RetryLaterError(secondsBetween(now, counter.windowEndsAt));
  }
}

export async function countAddressFailure(db: DbOrTx, limits: RequestLimits, ip: string, now = new Date()): Promise<void> {
  await hitCounter(db, addressKey(ip), limits.loginFailuresPerIp.windowMs, now);
}
