import { createHash } from 'node:crypto';
import { AUTH_MESSAGES } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { RetryLaterError } from '../../plugins/rate-limit.ts';
import type { RequestLimits } from '../rate-limits/limits.ts';
import {
  clearCounter, clearCountersStartingWith, hitCounter, markKey, peekCounter, peekCounters,
} from '../rate-limits/rate-limit.service.ts';

/**
 * Failed credentials per account (email) and per account and address: no hard lock that anyone
 * could trigger for a victim, but a delay that grows with each failure, so guessing stays slow.
 * Only failed credentials count (never a reset request), a success clears its address's, and
 * they decay with the window (docs/decisions/0007-sign-in-lockout.md).
 */
export const ACCOUNT_FAILURES = {
  /** Failures allowed with no delay (typos). */
  free: 5,
  maxDelaySeconds: 60,
  /** A window of failures ends this long after its first failure. */
  decayMs: 24 * 60 * 60_000,
} as const;

/** How long a successful sign-in makes its address known to the account (slowed by its own failures only). */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;

/** Seconds an address must wait after its last failure, having `failures` of them: min(2^(n-5), 60). */
export function signInDelaySeconds(failures: number): number {
  if (failures < ACCOUNT_FAILURES.free) return 0;
  return Math.min(2 ** (failures - ACCOUNT_FAILURES.free), ACCOUNT_FAILURES.maxDelaySeconds);
}

const normalEmail = (email: string) => email.trim().toLowerCase();
// Same `${name}:${subject}` shape as the counters of app.limitRequests.
/** The key of an account's failures from every address. */
export const accountFailuresKey = (email: string) => `signInFailuresPerAccount:${normalEmail(email)}`;
const accountKey = accountFailuresKey;
const emailDigest = (email: string) => createHash('sha256').update(normalEmail(email)).digest('hex').slice(0, 32);
/** Keys of one account's failures per address start with this (the email as a digest: bounded, and no separator to escape). */
export const addressFailuresKeyPrefix = (email: string) => `signInFailuresPerAddress:${emailDigest(email)}:`;
const knownAddressKey = (email: string, from: string) => `signInKnownAddress:${emailDigest(email)}:${from}`;
/** Where a password change's check comes from: a signed-in session has proved a sign-in already. */
const SIGNED_IN = 'signed-in';
const addressKey = (ip: string) => `loginFailuresPerIp:${ip}`;

function secondsBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / 1000;
}

/**
 * Runs `check` (a password comparison) for the account `email` from the address `ip`, unless
 * that address is inside its delay on the account: then it answers 429 without checking, so the
 * right password cannot get through either, and a guesser learns nothing at more than the
 * throttled rate (docs/decisions/0007-sign-in-lockout.md):
 * - an address with no recent failures on the account is never delayed: the owner signs in from
 *   their own address (or any other) while someone elsewhere keeps guessing;
 * - an address with failures waits after its last one for the delay of the account's failures
 *   from every address (so a guesser is as slow as before, and a new address that fails during
 *   an attack waits as long), or only of its own failures when it has signed in to the account
 *   before (a known address: the owner's own typos).
 * The attempt is counted for its address before the check and forgotten when it succeeds, so
 * parallel guesses from one address cannot all slip through one opening: only the attempt whose
 * count follows the one it read goes ahead. The account's count grows after a failed check only.
 * Unknown emails are counted the same way, so the answers do not tell them apart. Without `ip`
 * (a signed-in user changing their password) the session is a known address of its own.
 */
export async function checkAccountCredentials(
  db: DbOrTx,
  email: string,
  check: () => Promise<boolean>,
  attempt: { ip?: string; now?: Date } = {},
): Promise<boolean> {
  const now = attempt.now ?? new Date();
  const from = attempt.ip ?? SIGNED_IN;
  const keys = { account: accountKey(email), address: `${addressFailuresKeyPrefix(email)}${from}`, known: knownAddressKey(email, from) };
  const counters = await peekCounters(db, [keys.account, keys.address, keys.known], now);
  const accountFailures = counters.get(keys.account)?.hits ?? 0;
  const known = from === SIGNED_IN || counters.has(keys.known);
  /** The delay after an address's failures: the account's while the address is not known. */
  const delayAfter = (addressFailures: number) =>
    addressFailures === 0 ? 0 : signInDelaySeconds(known ? addressFailures : Math.max(addressFailures, accountFailures));

  const before = counters.get(keys.address);
  const failures = before?.hits ?? 0;
  if (before) {
    const wait = delayAfter(failures) - secondsBetween(before.lastHitAt, now);
    if (wait > 0) throw new RetryLaterError(wait, AUTH_MESSAGES.signInDelayed);
  }
  const counted = await hitCounter(db, keys.address, ACCOUNT_FAILURES.decayMs, now);
  const raced = counted.hits !== failures + 1;
  if (raced && delayAfter(counted.hits - 1) > 0) {
    throw new RetryLaterError(delayAfter(counted.hits - 1), AUTH_MESSAGES.signInDelayed);
  }
  const ok = await check();
  if (ok) {
    await clearCounter(db, keys.address);
    if (from !== SIGNED_IN) await markKey(db, keys.known, KNOWN_ADDRESS_MS, now);
  } else {
    await hitCounter(db, keys.account, ACCOUNT_FAILURES.decayMs, now);
  }
  return ok;
}

/**
 * Whether the account has signed in from this address in the last KNOWN_ADDRESS_MS (by password,
 * or by a sign-in link): the owner's own address, which the email limits treat as the owner's
 * (docs/decisions/0015-email-request-limits.md).
 */
export async function isKnownAddress(db: DbOrTx, email: string, ip: string, now = new Date()): Promise<boolean> {
  return (await peekCounter(db, knownAddressKey(email, ip), now)) !== null;
}

/** Marks the address known to the account, as a successful password sign-in does (a sign-in link). */
export async function markKnownAddress(db: DbOrTx, email: string, ip: string, now = new Date()): Promise<void> {
  await markKey(db, knownAddressKey(email, ip), KNOWN_ADDRESS_MS, now);
}

/** Forgets an account's failures, from every address (a password reset proves the owner). */
export async function clearAccountFailures(db: DbOrTx, email: string): Promise<void> {
  await clearCounter(db, accountKey(email));
  await clearCountersStartingWith(db, addressFailuresKeyPrefix(email));
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
