import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  claimRefreshToken, deleteExpiredRefreshTokens, findRefreshTokenByHash, findSessionStartedAt, insertRefreshToken, revokeRefreshFamily,
  revokeUserRefreshTokens,
} from './refresh-token.repo.ts';
import { hashToken, newOpaqueToken, signAccessToken } from './token.service.ts';

/*
 * Sessions (docs/architecture.md, "Sessions"): the refresh tokens, their families and the access
 * tokens they issue, below the accounts (users) and the sign-in flows (auth), so either can end a
 * user's sessions without importing the other.
 */

export type TokenConfig = Pick<AppConfig, 'JWT_SECRET' | 'ACCESS_TOKEN_MINUTES' | 'REFRESH_TOKEN_DAYS'>;

/**
 * A new access token and a new refresh token of the session `familyId` (a fresh session when
 * absent). The access token carries the user's token version and the session id. Only the
 * refresh token's hash is stored.
 */
export async function issueTokenPair(
  db: DbOrTx,
  config: TokenConfig,
  user: { id: number; tokenVersion: number },
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const userId = user.id;
  const access = await signAccessToken(config.JWT_SECRET, userId, config.ACCESS_TOKEN_MINUTES, {
    version: user.tokenVersion,
    sessionId: familyId,
  });
  const refresh = newOpaqueToken();
  const refreshExpires = new Date(Date.now() + config.REFRESH_TOKEN_DAYS * 24 * 60 * 60_000);
  await insertRefreshToken(db, { userId, tokenHash: refresh.hash, familyId, expiresAt: refreshExpires });
  return {
    access: { token: access.token, expires: access.expires.toISOString() },
    refresh: { token: refresh.token, expires: refreshExpires.toISOString() },
  };
}

/** The stored refresh token a client presents (by its hash), or null. */
export async function findRefreshToken(db: DbOrTx, refreshToken: string) {
  return findRefreshTokenByHash(db, hashToken(refreshToken));
}

/**
 * Marks a refresh token used, only if it is still unused and not revoked. False means another
 * request used it first: the caller treats that as reuse.
 */
export async function useRefreshToken(db: DbOrTx, id: number): Promise<boolean> {
  return claimRefreshToken(db, id);
}

/** Ends one session: every refresh token of its family. */
export async function endSession(db: DbOrTx, familyId: string): Promise<void> {
  await revokeRefreshFamily(db, familyId);
}

/** Ends every session of the user, or every other one when `exceptFamilyId` names the caller's (a deactivation, a new password). */
export async function endUserSessions(db: DbOrTx, userId: number, options: { exceptFamilyId?: string | null } = {}): Promise<void> {
  await revokeUserRefreshTokens(db, userId, options);
}

/** A sign-in forgets the user's expired refresh tokens: they can no longer be presented, so they carry no reuse information. */
export async function forgetExpiredSessions(db: DbOrTx, userId: number): Promise<void> {
  await deleteExpiredRefreshTokens(db, userId);
}

/**
 * When the signed-in session of the request began (its sign-in, by the server's clock), or null
 * when the access token names no session or the session's tokens are gone. Check-in reads it to
 * refuse a phone's time from before the volunteer signed in on that phone
 * (docs/decisions/0011-event-day-check-in.md).
 */
export async function sessionStartedAt(db: DbOrTx, user: Pick<AuthUser, 'id' | 'sessionId'>): Promise<Date | null> {
  if (!user.sessionId) return null;
  return findSessionStartedAt(db, user.id, user.sessionId);
}
