import type { DbOrTx } from '../../db/client.ts';
import * as repo from './rate-limit.repo.ts';

/**
 * The counters other modules keep in the rate_limits table (sessions/sign-in-throttle.ts: failed
 * sign-ins per account; sessions/inbox-allowance.ts: emails per inbox), shared by every instance.
 */
export type { CounterState } from './rate-limit.repo.ts';

/** Counts one hit against `key` in a fixed window of `windowMs` that opens at the key's first hit, atomically. */
export async function hitCounter(db: DbOrTx, key: string, windowMs: number, now = new Date()): Promise<repo.CounterState> {
  return repo.hitCounter(db, key, windowMs, now);
}

/** The live counter of `key` (null when it has none or its window has ended). */
export async function peekCounter(db: DbOrTx, key: string, now = new Date()) {
  return repo.peekCounter(db, key, now);
}

/** The live counters among `keys` (those with none, or whose window has ended, are absent), in one query. */
export async function peekCounters(db: DbOrTx, keys: string[], now = new Date()) {
  return repo.peekCounters(db, keys, now);
}

/** Keeps `key` alive until `ttlMs` from now, whatever its window was (a mark: each use extends it). */
export async function markKey(db: DbOrTx, key: string, ttlMs: number, now = new Date()): Promise<void> {
  await repo.markKey(db, key, ttlMs, now);
}

/** Forgets every key that starts with `prefix` (an account's counters per address). */
export async function clearCountersStartingWith(db: DbOrTx, prefix: string): Promise<void> {
  await repo.clearCountersStartingWith(db, prefix);
}

/** Forgets a key (a successful sign-in clears its failures). */
export async function clearCounter(db: DbOrTx, key: string): Promise<void> {
  await repo.clearCounter(db, key);
}
