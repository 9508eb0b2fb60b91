import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { rateLimits } from '../../db/schema/index.ts';

export interface CounterState {
  /** Hits inside the current window, this one included. */
  hits: number;
  windowEndsAt: Date;
  /** When the previous hit happened (this one's time for a new window). */
  previousHitAt: Date;
}

const hitCounterStatement = reusableStatement('walkfund_hit_counter', (db) => {
  // The proposed row's last_hit_at is this hit's time.
  const expired = sql`${rateLimits.windowEndsAt} <= excluded.last_hit_at`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), hits: 1, windowEndsAt: sql.placeholder('windowEndsAt'), lastHitAt: sql.placeholder('now') })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
        lastHitAt: sql`excluded.last_hit_at`,
      },
    })
    .returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt });
});

/**
 * Counts one hit against `key` in a fixed window of `windowMs` that opens at the key's first hit,
 * atomically (one upsert), so every server instance on the database shares the count.
 */
export async function hitCounter(db: DbOrTx, key: string, windowMs: number, now = new Date()): Promise<CounterState> {
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const [row] = await hitCounterStatement(db, { key, windowEndsAt, now });
  // RETURNING shows the new last_hit_at; the previous one is not needed by fixed windows, and
  // growing delays read the counter before hitting it (peekCounter).
  return { hits: row!.hits, windowEndsAt: row!.windowEndsAt, previousHitAt: now };
}

/** The live counter of `key` (null when it has none or its window has ended). */
export async function peekCounter(db: DbOrTx, key: string, now = new Date()): Promise<{ hits: number; windowEndsAt: Date; lastHitAt: Date } | null> {
  const [row] = await db
    .select({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt, lastHitAt: rateLimits.lastHitAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, now)))
    .limit(1);
  return row ?? null;
}

/** The live counters among `keys` (those with none, or whose window has ended, are absent), in one query. */
export async function peekCounters(
  db: DbOrTx,
  keys: string[],
  now = new Date(),
): Promise<Map<string, { hits: number; windowEndsAt: Date; lastHitAt: Date }>> {
  const rows = await db
    .select({ key: rateLimits.key, hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt, lastHitAt: rateLimits.lastHitAt })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.windowEndsAt, now)));
  return new Map(rows.map(({ key, ...counter }) => [key, counter]));
}

/** Keeps `key` alive until `ttlMs` from now, whatever its window was (a mark rather than a count: each use extends it). */
export async function markKey(db: DbOrTx, key: string, ttlMs: number, now = new Date()): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + ttlMs), lastHitAt: now })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: sql`${rateLimits.hits} + 1`, windowEndsAt: sql`excluded.window_ends_at`, lastHitAt: sql`excluded.last_hit_at` } });
}

/** Forgets every key that starts with `prefix` (an account's counters per address). */
export async function clearCountersStartingWith(db: DbOrTx, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}

/** Forgets a key (a successful sign-in clears its failures). */
export async function clearCounter(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window ended before `before`, so a flood of distinct keys stays bounded. */
export async function deleteEndedCounters(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, before));
}
