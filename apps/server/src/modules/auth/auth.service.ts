import { AUTH_MESSAGES, type AuthResponse, type Role, type SessionUser, type TokenPair } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Mailer } from '../../integrations/email.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { endAccessTokens, findUserByEmail, findUserById, findUserWithTeam, setPasswordHash, type UserRow } from '../users/user.service.ts';
import {
  claimResetToken, deleteSpentResetTokens, findUsableResetToken, insertResetToken, useAllResetTokens, deleteSignInLinksOfPerson,
} from './auth.repo.ts';
import { mayEmailInbox } from '../sessions/inbox-allowance.ts';
import {
  endSession, endUserSessions, findRefreshToken, forgetExpiredSessions, issueTokenPair, useRefreshToken, type TokenConfig,
} from '../sessions/session.service.ts';
import {
  assertAddressBelowCeiling, checkAccountCredentials, clearAccountFailures, countAddressFailure,
} from '../sessions/sign-in-throttle.ts';
import { hashToken, newOpaqueToken } from '../sessions/token.service.ts';

/**
 * How long a refresh token that was just used still works for the same session: two tabs that
 * refresh at once present the same token, and the second must not look like a thief.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** The session's user as sign-in answers carry it; a user who captains no team (a participant) has `team: null`. */
export async function loadSessionUser(db: DbOrTx, userId: number): Promise<SessionUser> {
  const row = await findUserWithTeam(db, userId);
  if (!row) throw AppError.unauthorized(AUTH_MESSAGES.pleaseAuthenticate);
  const { user, team, firstName } = row;
  // A team still marked active from an earlier year is not active for this one: its captain is
  // sent to the reactivation wizard at the season's start, with no reset needed.
  const currentYear = team ? await currentEventYear(db) : null;
  return {
    id: user.id,
    email: user.email,
    role: user.role as Role,
    active: user.active,
    isEmailVerified: user.isEmailVerified,
    person: user.personId,
    firstName: firstName?.trim() || null,
    team: team ? { id: team.id, name: team.name, slug: team.slug, active: team.active && team.year === currentYear } : null,
  };
}

/**
 * Email and password to a session. Wrong email and wrong password get the same answer; a
 * deactivated account is named only once the password is right. Failed credentials slow down
 * the address that sent them on that account (a growing delay; the owner elsewhere is not
 * slowed) and count toward the address's ceiling (sign-in-throttle.ts).
 */
export async function login(input: {
  db: Db;
  config: TokenConfig & Pick<AppConfig, 'limits'>;
  email: string;
  password: string;
  /** The client's address. */
  ip: string;
}): Promise<AuthResponse> {
  const { db, config } = input;
  await assertAddressBelowCeiling(db, config.limits, input.ip);
  const user = await findUserByEmail(db, input.email);
  const matches = await checkAccountCredentials(
    db,
    input.email,
    () => (user ? verifyPassword(user.passwordHash, input.password) : verifyAgainstDummy(input.password)),
    { ip: input.ip },
  );
  if (!user || !matches) {
    await countAddressFailure(db, config.limits, input.ip);
    throw AppError.unauthorized(AUTH_MESSAGES.incorrectCredentials);
  }
  if (!user.active) throw AppError.forbidden(AUTH_MESSAGES.deactivated);
  return db.transaction(async (tx) => {
    await forgetExpiredSessions(tx, user.id);
    const tokens = await issueTokenPair(tx, config, user);
    return { user: await loadSessionUser(tx, user.id), tokens };
  });
}

/**
 * Ends the session the refresh token belongs to, and every access token of the user (they carry
 * the token version this bumps; the user's other sessions refresh theirs), and the member's unused
 * sign-in links: signing out must not leave a way back in lying in an old email
 * (docs/decisions/0009-personal-pages.md). Unknown or revoked tokens are already signed out.
 */
export async function logout(input: { db: Db; refreshToken: string }): Promise<void> {
  await input.db.transaction(async (tx) => {
    const row = await findRefreshToken(tx, input.refreshToken);
    if (!row || row.revokedAt) return;
    await endSession(tx, row.familyId);
    await endAccessTokens(tx, row.userId);
    const user = await findUserById(tx, row.userId);
    if (user?.personId) await endSignInLinks(tx, user.personId);
  });
}

type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; error: AppError };

/**
 * Rotation: a refresh token works once and is replaced by a new one of the same session.
 * Presenting a used token again means it leaked, so the whole session is revoked, except within
 * REFRESH_REUSE_GRACE_MS of its use while the session is alive: then it is a second tab that
 * refreshed at the same moment, and it gets its own pair of the same session.
 * The revocation commits before the refusal is thrown.
 */
export async function refreshTokens(input: { db: Db; config: TokenConfig; refreshToken: string }): Promise<TokenPair> {
  const { db, config } = input;
  const refused = AppError.unauthorized(AUTH_MESSAGES.pleaseAuthenticate);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await findRefreshToken(tx, input.refreshToken);
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { ok: false, error: refused };
    if (!(await useRefreshToken(tx, row.id))) {
      // Read again: the request that used it first may have committed after the read above.
      const used = await findRefreshToken(tx, input.refreshToken);
      const withinGrace = !!used?.usedAt && !used.revokedAt && Date.now() - used.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
      if (!withinGrace) {
        // A leaked session: its access tokens end too, not in up to ACCESS_TOKEN_MINUTES. They
        // carry no revocation of their own, so the user's token version moves on (as a logout
        // does; checked against the user row every request reads anyway): the user's other
        // sessions refresh theirs and carry on.
        await endSession(tx, row.familyId);
        await endAccessTokens(tx, row.userId);
        return { ok: false, error: refused };
      }
    }
    const user = await findUserById(tx, row.userId);
    if (!user?.active) {
      await endSession(tx, row.familyId);
      return { ok: false, error: user ? AppError.forbidden(AUTH_MESSAGES.deactivated) : refused };
    }
    return { ok: true, tokens: await issueTokenPair(tx, config, user, row.familyId) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.tokens;
}

/** The link a reset email carries; the web's reset page reads `token` from it. */
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/frontend/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Forgot-password. The spec has the screen say "That email does not exist in our system." for an
 * unknown email, so that answer (404) stays; what it costs does not differ: both answers come
 * right after the one lookup, and for a known email the token is stored and the link mailed after
 * the answer (`defer`), so neither the database write nor the mail server shows in the timing
 * (docs/decisions/0002-account-enumeration.md).
 */
export async function requestPasswordReset(input: {
  db: Db;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'RESET_TOKEN_MINUTES' | 'limits'>;
  mailer: Mailer;
  email: string;
  /** The client's address: the inbox's cap spares an address the account signed in from. */
  ip: string;
  /** Runs work after the answer is sent. */
  defer: (task: () => Promise<void>) => void;
}): Promise<void> {
  const user = await findUserByEmail(input.db, input.email);
  if (!user) throw AppError.notFound(AUTH_MESSAGES.noUserWithEmail);
  input.defer(() => sendResetLink({ ...input, user }));
}

/**
 * Creates a single-use reset token and emails its link, unless the inbox has had its cap of
 * reset emails asked from other addresses (inbox-allowance.ts): then nothing is stored or sent.
 */
async function sendResetLink(input: {
  db: Db;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'RESET_TOKEN_MINUTES' | 'limits'>;
  mailer: Mailer;
  user: Pick<UserRow, 'id' | 'email'>;
  ip: string;
}): Promise<void> {
  const { db, config, user } = input;
  if (!(await mayEmailInbox(db, { limits: config.limits, cap: 'resetEmailsPerAccount', email: user.email, ip: input.ip }))) return;
  const { token, hash } = newOpaqueToken();
  const minutes = config.RESET_TOKEN_MINUTES;
  await db.transaction(async (tx) => {
    await deleteSpentResetTokens(tx, user.id);
    await insertResetToken(tx, { userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + minutes * 60_000) });
  });
  const link = resetPasswordLink(config.PUBLIC_URL, token);
  await input.mailer.send({
    to: [user.email],
    subject: 'Reset your Walkfund password',
    text: [
      `We received a request to reset the password of the Walkfund account ${user.email}.`,
      '',
      `To choose a new password, open this link within ${minutes} minutes. It works once:`,
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays the same.',
    ].join('\n'),
  });
}

/**
 * Ends a person's sign-in links (docs/decisions/0009-personal-pages.md): a new link, a link used, a
 * logout and a password reset each end the earlier ones, so at most one unused link signs in as the
 * member. Here, with the sessions they open, so that the walkers' module calls auth and not the reverse.
 */
export async function endSignInLinks(db: DbOrTx, personId: number): Promise<void> {
  await deleteSignInLinksOfPerson(db, personId);
}

/** Whether a reset link can still set a password: not used (a reset ends the others) and not expired. */
export async function isResetLinkUsable(db: Db, token: string): Promise<boolean> {
  return (await findUsableResetToken(db, hashToken(token))) !== null;
}

/**
 * Sets a new password with a reset token. The token works once; every session and every access
 * token of the user ends, any other outstanding reset link stops working, and the account's
 * failed sign-ins are forgotten (the owner proved the mailbox).
 */
export async function resetPassword(input: { db: Db; token: string; password: string }): Promise<void> {
  const { db } = input;
  const tokenHash = hashToken(input.token);
  const failed = () => AppError.unauthorized(AUTH_MESSAGES.resetFailed);
  // Checked before hashing, so forged tokens cost no argon2 work.
  if ((await findUsableResetToken(db, tokenHash)) === null) throw failed();
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const userId = await claimResetToken(tx, tokenHash);
    if (userId === null) return false;
    const user = await setPasswordHash(tx, userId, passwordHash);
    await endAccessTokens(tx, userId);
    await endUserSessions(tx, userId);
    await useAllResetTokens(tx, userId);
    // Every way back in ends with the sessions, the member's sign-in links too.
    if (user?.personId) await endSignInLinks(tx, user.personId);
    if (user) await clearAccountFailures(tx, user.email);
    return true;
  });
  if (!done) throw failed();
}
