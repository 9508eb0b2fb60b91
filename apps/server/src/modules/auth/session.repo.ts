import { and, eq, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

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
