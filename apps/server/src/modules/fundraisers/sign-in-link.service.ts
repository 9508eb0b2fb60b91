import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, FUNDRAISER_MESSAGES, SIGN_IN_LINK_DAYS, type AuthResponse } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { endSignInLinks, loadSessionUser } from '../auth/auth.service.ts';
import { issueTokenPair } from '../sessions/session.service.ts';
import { markKnownAddress } from '../sessions/sign-in-throttle.ts';
import { hashToken, newOpaqueToken } from '../sessions/token.service.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { findPersonName } from './fundraiser-page.repo.ts';
import { claimFundraiserPage } from './fundraiser-page.service.ts';
import {
  claimSignInLink, findUserByEmailAddress, findUserOfPerson, insertParticipant, insertSignInLink, linkUserToPerson, lockPersonForLinks,
} from './sign-in-link.repo.ts';

/** Sign-in links (docs/decisions/0009-personal-pages.md): made for invitations and "Start fundraising", opened by POST /v1/auth/sign-in-link. */

const DAY_MS = 24 * 60 * 60_000;

/**
 * A new single-use link for the person, valid SIGN_IN_LINK_DAYS; only its hash is stored. Returns
 * the token. It ends the person's earlier links: only the newest email signs in, so links left in
 * an old email, or asked for by someone else, stop working (docs/decisions/0009-personal-pages.md).
 */
export async function createSignInLink(tx: DbOrTx, personId: number): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await lockPersonForLinks(tx, personId);
  await endSignInLinks(tx, personId);
  await insertSignInLink(tx, { personId, tokenHash: hash, expiresAt: new Date(Date.now() + SIGN_IN_LINK_DAYS * DAY_MS) });
  return token;
}

/**
 * Whether a link may go to the person: not when the account it would open is an admin's (admins
 * sign in with their password), nor when their email belongs to another person's account.
 */
export async function mayReceiveSignInLink(db: DbOrTx, person: { id: number; email: string }): Promise<boolean> {
  const own = await findUserOfPerson(db, person.id);
  if (own) return own.role !== 'admin';
  const byEmail = await findUserByEmailAddress(db, person.email);
  return !byEmail || (byEmail.role !== 'admin' && byEmail.personId === null);
}

/**
 * POST /v1/auth/sign-in-link: uses the link (once, atomically) and signs in the person's account:
 * the user whose person it is, else the user with the person's email (linked to the person), else a
 * new participant with no usable password. Claims the page when missing. Refusals roll the claim
 * back; they cannot succeed later anyway. `created` says whether a new page may show in public lists.
 */
export async function signInWithLink(input: {
  db: Db;
  config: Pick<AppConfig, 'JWT_SECRET' | 'ACCESS_TOKEN_MINUTES' | 'REFRESH_TOKEN_DAYS'>;
  token: string;
  /** The client's address, known to the account from now on (sessions/inbox-allowance.ts). */
  ip?: string;
}): Promise<{ auth: AuthResponse; pageCreated: boolean }> {
  const { db, config } = input;
  const tokenHash = hashToken(input.token);
  return db.transaction(async (tx) => {
    const personId = await claimSignInLink(tx, tokenHash);
    const person = personId === null ? null : await findPersonName(tx, personId);
    if (!person) throw AppError.badRequest(FUNDRAISER_MESSAGES.linkInvalid);
    let user = await findUserOfPerson(tx, person.id);
    if (!user) {
      const byEmail = await findUserByEmailAddress(tx, person.email);
      if (byEmail) {
        if (byEmail.role === 'admin') throw AppError.forbidden(FUNDRAISER_MESSAGES.adminLink);
        if (byEmail.personId !== null) throw AppError.conflict(FUNDRAISER_MESSAGES.emailTaken);
        await linkUserToPerson(tx, byEmail.id, person.id);
        user = byEmail;
      } else {
        // A random password nobody knows: the account signs in by link until its owner chooses one.
        const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
        user = await insertParticipant(tx, { email: person.email.toLowerCase(), passwordHash, personId: person.id });
        if (!user) throw AppError.conflict(FUNDRAISER_MESSAGES.emailTaken);
      }
    }
    if (user.role === 'admin') throw AppError.forbidden(FUNDRAISER_MESSAGES.adminLink);
    if (!user.active) throw AppError.forbidden(AUTH_MESSAGES.deactivated);
    // The link did its work: the person's other links end with it (a refusal above rolls this back).
    await endSignInLinks(tx, person.id);
    if (input.ip) {
      // The owner's address now: "Start fundraising" and forgot-password asked from here are not
      // counted against the inbox's cap (docs/decisions/0015-email-request-limits.md).
      for (const email of new Set([person.email.toLowerCase(), user.email.toLowerCase()])) await markKnownAddress(tx, email, input.ip);
    }
    const claimed = await claimFundraiserPage(tx, person, await currentEventYear(tx));
    const tokens = await issueTokenPair(tx, config, user);
    return { auth: { user: await loadSessionUser(tx, user.id), tokens }, pageCreated: claimed?.created ?? false };
  });
}
