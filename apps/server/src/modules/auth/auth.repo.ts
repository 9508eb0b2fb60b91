import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetTokens, signInLinks } from '../../db/schema/index.ts';

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
