import type { DbOrTx } from '../../db/client.ts';
import type { RequestLimits } from '../rate-limits/limits.ts';
import { hitCounter } from '../rate-limits/rate-limit.service.ts';
import { isKnownAddress } from './sign-in-throttle.ts';

/**
 * How many emails that anyone may ask for (a reset link, a sign-in link) reach one inbox
 * (docs/decisions/0015-email-request-limits.md).
 *
 * A 429 per email would let anyone who knows the address use up its owner's allowance: five
 * requests from elsewhere refused the owner for an hour. So the 429s are per address, and per
 * address and email (the routes' limits); this cap only decides, after the answer has gone, whether
 * the email is sent. The answer never depends on it, so it tells nothing, whether or not the email
 * has an account (docs/decisions/0002-account-enumeration.md). An address the account signed in
 * from is the owner's: it is not counted against the cap, and its own limit per address and email
 * bounds it.
 */
export async function mayEmailInbox(
  db: DbOrTx,
  args: { limits: RequestLimits; cap: 'resetEmailsPerAccount' | 'signInLinkEmailsPerEmail' | 'donorLinkEmailsPerEmail'; email: string; ip: string; now?: Date },
): Promise<boolean> {
  const now = args.now ?? new Date();
  if (await isKnownAddress(db, args.email, args.ip, now)) return true;
  const { limit, windowMs } = args.limits[args.cap];
  const counter = await hitCounter(db, `${args.cap}:${args.email.trim().toLowerCase()}`, windowMs, now);
  return counter.hits <= limit;
}
