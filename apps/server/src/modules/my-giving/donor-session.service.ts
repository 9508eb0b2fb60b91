import { DONOR_LINK_HOURS, DONOR_SESSION_MINUTES, MY_GIVING_MESSAGES, type DonorSession } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { enqueueEmail } from '../jobs/email-jobs.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { mayEmailInbox } from '../sessions/inbox-allowance.ts';
import { markKnownAddress } from '../sessions/sign-in-throttle.ts';
import { hashToken, newOpaqueToken } from '../sessions/token.service.ts';
import { donorLinkUrl, renderDonorLinkEmail } from './my-giving-emails.ts';
import {
  claimDonorLink, deleteDonorSession, emailHasGifts, endDonorLinks, findDonorSessionEmail, insertDonorLink, insertDonorSession,
} from './my-giving.repo.ts';

/**
 * A donor signs in without an account (docs/features/my-giving.md): an emailed single-use link
 * (as a walker's, docs/decisions/0009-personal-pages.md) opens a short session scoped to the email.
 * Only hashes of the link and session tokens are stored.
 */

const HOUR_MS = 60 * 60_000;

type LinkRequest = {
  db: Db;
  jobs: Pick<JobQueue, 'kick'>;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'limits'>;
  /** Lowercased by the schema. */
  email: string;
  /** The client's address: the inbox's cap spares an address the donor opened a link from. */
  ip: string;
};

/**
 * POST /v1/my-giving/sign-in-link: the same answer for every email; the lookup and the email run
 * after it (`defer`), so neither the answer nor its timing tells whether the email gave
 * (docs/decisions/0002-account-enumeration.md).
 */
export function requestDonorLink(args: LinkRequest & { defer: (task: () => Promise<void>) => void }): { message: string } {
  const { defer, ...request } = args;
  defer(async () => {
    await sendDonorLink(request);
  });
  return { message: MY_GIVING_MESSAGES.linkSent };
}

/**
 * A link to the email when it gave; 1 when one was queued. Nothing past the inbox's cap of links
 * asked from addresses it has not opened a link from (docs/decisions/0015-email-request-limits.md),
 * counted only for an email that gets one: the answer has gone already, so it tells nothing.
 */
export async function sendDonorLink(args: LinkRequest): Promise<number> {
  const { db, email } = args;
  if (!(await emailHasGifts(db, email))) return 0;
  if (!(await mayEmailInbox(db, { limits: args.config.limits, cap: 'donorLinkEmailsPerEmail', email, ip: args.ip }))) return 0;
  const { appTitle } = await loadEventSettings(db);
  const { token, hash } = newOpaqueToken();
  const now = new Date();
  await db.transaction(async (tx) => {
    // Only the newest email signs in: a link asked for by someone else ends the older one, never the inbox's access.
    await endDonorLinks(tx, email, now);
    await insertDonorLink(tx, { email, tokenHash: hash, expiresAt: new Date(now.getTime() + DONOR_LINK_HOURS * HOUR_MS) });
    await enqueueEmail(tx, renderDonorLinkEmail({ to: email, appTitle, link: donorLinkUrl(args.config.PUBLIC_URL, token) }));
  });
  args.jobs.kick();
  return 1;
}

/**
 * POST /v1/my-giving/session: uses the link (once, atomically: two clicks give one session) and
 * opens a session for its email, DONOR_SESSION_MINUTES long. The address that opened it is the
 * inbox owner's from now on (docs/decisions/0015-email-request-limits.md).
 */
export async function openDonorSession(args: { db: Db; token: string; ip: string }): Promise<DonorSession> {
  const now = new Date();
  return args.db.transaction(async (tx) => {
    const email = await claimDonorLink(tx, hashToken(args.token), now);
    if (!email) throw AppError.badRequest(MY_GIVING_MESSAGES.linkInvalid);
    await endDonorLinks(tx, email, now);
    const session = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + DONOR_SESSION_MINUTES * 60_000);
    await insertDonorSession(tx, { email, tokenHash: session.hash, expiresAt });
    await markKnownAddress(tx, email, args.ip, now);
    return { token: session.token, expiresAt: expiresAt.toISOString(), email };
  });
}

/** The email of a live donor session token, else 401: the only thing a donor session is. */
export async function resolveDonorSession(db: Db, token: string | undefined): Promise<string> {
  // Bounded before hashing: a header is at most what the server accepts, but a token is 43 characters.
  if (!token || token.length > 200) throw AppError.unauthorized(MY_GIVING_MESSAGES.sessionEnded);
  const email = await findDonorSessionEmail(db, hashToken(token), new Date());
  if (!email) throw AppError.unauthorized(MY_GIVING_MESSAGES.sessionEnded);
  return email;
}

/** DELETE /v1/my-giving/session: signs the donor out. */
export async function endDonorSession(db: Db, token: string): Promise<void> {
  await deleteDonorSession(db, hashToken(token));
}
