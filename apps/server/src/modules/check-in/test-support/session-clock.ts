import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { refreshTokens } from '../../../db/schema/index.ts';

/**
 * Moves a signed-in user's sign-in into the past: a session's start is its first refresh token's
 * creation (sessions/refresh-token.repo.ts), and an offline check-in's `at` may not be before it.
 */
export async function signedInMinutesAgo(db: DbOrTx, session: { user: { id: number } }, minutes: number): Promise<void> {
  await db.update(refreshTokens).set({ createdAt: new Date(Date.now() - minutes * 60_000) }).where(eq(refreshTokens.userId, session.user.id));
}
