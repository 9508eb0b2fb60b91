import { and, eq, isNull, lte, min, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

export async function insertRefreshToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; familyId: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/**
 * Marks a refresh token used, only if it is still unused and not revoked. False means another
 * request used it first: the caller treats that as reuse.
 */
export async function claimRefreshToken(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeRefreshFamily(db: DbOrTx, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user, or every other one when `exceptFamilyId` names the caller's. */
export async function revokeUserRefreshTokens(db: DbOrTx, userId: number, options: { exceptFamilyId?: string | null } = {}) {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (options.exceptFamilyId) conditions.push(ne(refreshTokens.familyId, options.exceptFamilyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/** Expired tokens can no longer be presented, so they carry no reuse information. */
export async function deleteExpiredRefreshTokens(db: DbOrTx, userId: number) {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lte(refreshTokens.expiresAt, new Date())));
}

/**
 * When a session (refresh family) began: its first refresh token's creation, which is the sign-in
 * (each refresh adds a token to the family, never an earlier one). Null when none of its tokens is
 * left (expired tokens are deleted at the next sign-in).
 */
export async function findSessionStartedAt(db: DbOrTx, userId: number, familyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: min(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId)));
  return row?.startedAt ?? null;
}
