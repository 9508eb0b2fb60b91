import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventEntries } from '../../db/schema/index.ts';

/** The entry a walk-up's client id made, or null. */
export async function findWalkUpEntry(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select({ id: eventEntries.id, eventCity: eventEntries.eventCity, checkInToken: eventEntries.checkInToken })
    .from(eventEntries)
    .where(eq(eventEntries.walkUpClientId, clientId))
    .limit(1);
  return row ?? null;
}

/**
 * Holds the walk-up's client id until the transaction ends: two sends of one walk-up at once run
 * one after the other, and the second finds the first's entry (the unique
 * event_entries.walk_up_client_id is the last word).
 */
export async function lockWalkUpClientId(tx: DbOrTx, clientId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`walk-up:${clientId}`}, 0))`);
}
