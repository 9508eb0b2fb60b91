import type { DbOrTx } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findSessionStartedAt } from './session.repo.ts';

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
