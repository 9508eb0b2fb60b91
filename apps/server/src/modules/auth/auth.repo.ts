import { and, eq, gt, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetTokens, refreshTokens, signInLinks } from '../../db/schema/index.ts';

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

export async function insertResetToken(db: DbOrTx, values: { userId: number; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values);
}

/** The user id of an unused, unexpired reset token, else null. */
export async function findUsableResetToken(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Uses a reset token atomically: the user id when it was usable, else null. */
export async function claimResetToken(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** After a reset, the user's other outstanding links stop working too. */
export async function useAllResetTokens(db: DbOrTx, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function deleteSpentResetTokens(db: DbOrTx, userId: number) {
  await db
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        or(isNotNull(passwordResetTokens.usedAt), lte(passwordResetTokens.expiresAt, new Date())),
      ),
    );
}

/** Deletes a person's sign-in links (endSignInLinks in auth.service.ts says when). */
export async function deleteSignInLinksOfPerson(db: DbOrTx, personId: number): Promise<void> {
  await db.delete(signInLinks).where(eq(signInLinks.personId, personId));
}
