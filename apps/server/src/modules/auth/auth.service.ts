import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type AuthResponse, type Role, type SessionUser, type TokenPair } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Mailer } from '../../integrations/email.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { findUserByEmail, findUserById, findUserWithTeam, updateUser } from '../users/user.repo.ts';
import {
  claimRefreshToken, claimResetToken, deleteExpiredRefreshTokens, deleteSpentResetTokens, findRefreshTokenByHash,
  findUsableResetToken, insertRefreshToken, insertResetToken, revokeRefreshFamily, revokeUserRefreshTokens,
  useAllResetTokens,
} from './auth.repo.ts';
import { hashToken, newOpaqueToken, signAccessToken } from './token.service.ts';

type TokenConfig = Pick<AppConfig, 'JWT_SECRET' | 'ACCESS_TOKEN_MINUTES' | 'REFRESH_TOKEN_DAYS'>;

/**
 * A new access token and a new refresh token of the session `familyId` (a fresh session when
 * absent). Only the refresh token's hash is stored.
 */
async function issueTokenPair(db: DbOrTx, config: TokenConfig, userId: number, familyId: string = randomUUID()): Promise<TokenPair> {
  const access = await signAccessToken(config.JWT_SECRET, userId, config.ACCESS_TOKEN_MINUTES);
  const refresh = newOpaqueToken();
  const refreshExpires = new Date(Date.now() + config.REFRESH_TOKEN_DAYS * 24 * 60 * 60_000);
  await insertRefreshToken(db, { userId, tokenHash: refresh.hash, familyId, expiresAt: refreshExpires });
  return {
    access: { token: access.token, expires: access.expires.toISOString() },
    refresh: { token: refresh.token, expires: refreshExpires.toISOString() },
  };
}

async function loadSessionUser(db: DbOrTx, userId: number): Promise<SessionUser> {
  const row = await findUserWithTeam(db, userId);
  if (!row) throw AppError.unauthorized(AUTH_MESSAGES.pleaseAuthenticate);
  const { user, team } = row;
  return {
    id: user.id,
    email: user.email,
    role: user.role as Role,
    active: user.active,
    isEmailVerified: user.isEmailVerified,
    person: user.personId,
    team,
  };
}

/**
 * Email and password to a session. Wrong email and wrong password get the same answer; a
 * deactivated account is named only once the password is right.
 */
export async function login(input: { db: Db; config: TokenConfig; email: string; password: string }): Promise<AuthResponse> {
  const { db, config } = input;
  const user = await findUserByEmail(db, input.email);
  const matches = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !matches) throw AppError.unauthorized(AUTH_MESSAGES.incorrectCredentials);
  if (!user.active) throw AppError.forbidden(AUTH_MESSAGES.deactivated);
  return db.transaction(async (tx) => {
    await deleteExpiredRefreshTokens(tx, user.id);
    const tokens = await issueTokenPair(tx, config, user.id);
    return { user: await loadSessionUser(tx, user.id), tokens };
  });
}

/** Ends the session the refresh token belongs to. Unknown or spent tokens are already signed out. */
export async function logout(input: { db: Db; refreshToken: string }): Promise<void> {
  const row = await findRefreshTokenByHash(input.db, hashToken(input.refreshToken));
  if (row) await revokeRefreshFamily(input.db, row.familyId);
}

type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; error: AppError };

/**
 * Rotation: a refresh token works once and is replaced by a new one of the same session.
 * Presenting a token that was already used means it leaked, so the whole session is revoked.
 * The revocation commits before the refusal is thrown.
 */
export async function refreshTokens(input: { db: Db; config: TokenConfig; refreshToken: string }): Promise<TokenPair> {
  const { db, config } = input;
  const refused = AppError.unauthorized(AUTH_MESSAGES.pleaseAuthenticate);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await findRefreshTokenByHash(tx, hashToken(input.refreshToken));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { ok: false, error: refused };
    if (!(await claimRefreshToken(tx, row.id))) {
      await revokeRefreshFamily(tx, row.familyId);
      return { ok: false, error: refused };
    }
    const user = await findUserById(tx, row.userId);
    if (!user?.active) {
      await revokeRefreshFamily(tx, row.familyId);
      return { ok: false, error: user ? AppError.forbidden(AUTH_MESSAGES.deactivated) : refused };
    }
    return { ok: true, tokens: await issueTokenPair(tx, config, user.id, row.familyId) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.tokens;
}

/** The link a reset email carries; the web's reset page reads `token` from it. */
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/frontend/reset-password?token=${encodeURIComponent(token)}`;
}

/** Creates a single-use reset token and emails its link. */
export async function requestPasswordReset(input: {
  db: Db;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'RESET_TOKEN_MINUTES'>;
  mailer: Mailer;
  email: string;
}): Promise<void> {
  const { db, config } = input;
  const user = await findUserByEmail(db, input.email);
  if (!user) throw AppError.notFound(AUTH_MESSAGES.noUserWithEmail);
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
 * Sets a new password with a reset token. The token works once; every session of the user is
 * revoked and any other outstanding reset link stops working.
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
    await updateUser(tx, userId, { passwordHash });
    await revokeUserRefreshTokens(tx, userId);
    await useAllResetTokens(tx, userId);
    return true;
  });
  if (!done) throw failed();
}
