import { DONOR_LINK_HOURS, DONOR_SESSION_MINUTES, MY_GIVING_MESSAGES, type DonorSession } from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { answerThenSend, sendAskedLinks, type EmailedLinkRequest } from '../sessions/emailed-links.ts';
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

/**
 * POST /v1/my-giving/sign-in-link: the same answer for every email; the lookup and the email run
 * after it (sessions/emailed-links.ts), so neither the answer nor its timing tells whether the
 * email gave (docs/decisions/0002-account-enumeration.md).
 */
export function requestDonorLink(args: EmailedLinkRequest & { defer: (task: () => Promise<void>) => void }): { message: string } {
  const { defer, ...request } = args;
  return answerThenSend(defer, MY_GIVING_MESSAGES.linkSent, () => sendDonorLink(request));
}

/**
 * A link to the email when it gave; 1 when one was queued. Nothing past the inbox's cap of links
 * asked from addresses it has not opened a link from (sessions/emailed-links.ts).
 */
export async function sendDonorLink(request: EmailedLinkRequest): Promise<number> {
  const { db, email } = request;
  return sendAskedLinks(request, {
    cap: 'donorLinkEmailsPerEmail',
    findRecipients: async () => ((await emailHasGifts(db, email)) ? [email] : []),
    issue: async (tx, to, appTitle) => renderDonorLinkEmail({ to, appTitle, link: await issueDonorLink(tx, to, request.config.PUBLIC_URL) }),
  });
}

/**
 * A new single-use sign-in link for the email (DONOR_LINK_HOURS), in the caller's transaction: its
 * address, for an email the caller writes (the link asked for, a monthly gift's card email). Only
 * the newest email signs in: a new link ends the older ones, never the inbox's access.
 */
export async function issueDonorLink(tx: DbOrTx, email: string, publicUrl: string, now = new Date()): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await endDonorLinks(tx, email, now);
  await insertDonorLink(tx, { email, tokenHash: hash, expiresAt: new Date(now.getTime() + DONOR_LINK_HOURS * HOUR_MS) });
  return donorLinkUrl(publicUrl, token);
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
