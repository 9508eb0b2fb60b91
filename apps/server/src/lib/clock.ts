import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appClock } from '../db/schema/index.ts';

/**
 * The product's clock (docs/features/coaching.md): real time plus an offset kept in the database,
 * so every server instance agrees on "now". Only a test server moves it (POST /v1/test/clock), so
 * API tests and browser journeys can let three days pass; in production the offset stays 0.
 * What reads it: the coaching sequence's daily pass and its day rules, the captains' digest and
 * nudge weeks. Anything else keeps real time.
 */

const DAY_MS = 24 * 60 * 60_000;

/** The stored offset in milliseconds (0 when the clock was never moved). */
export async function clockOffsetMs(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ offsetMs: appClock.offsetMs }).from(appClock).where(eq(appClock.id, 1)).limit(1);
  return row?.offsetMs ?? 0;
}

/** "Now" by the product's clock. */
export async function clockNow(db: DbOrTx): Promise<Date> {
  return new Date(Date.now() + (await clockOffsetMs(db)));
}

/**
 * Whether this server may move its clock: never in production, and only where the built-in test
 * payment processor runs (no Stripe keys), the same switch that allows the test card step.
 */
export function clockIsMovable(input: { nodeEnv: string; paymentsKind: string }): boolean {
  return input.nodeEnv !== 'production' && input.paymentsKind === 'test';
}

/** Moves the clock by whole or part days (negative moves back), or back to real time; answers the new offset. */
export async function moveClock(db: DbOrTx, change: { advanceDays?: number; reset?: true }): Promise<number> {
  if (change.reset) {
    await db.insert(appClock).values({ id: 1, offsetMs: 0 }).onConflictDoUpdate({ target: appClock.id, set: { offsetMs: 0, updatedAt: sql`now()` } });
    return 0;
  }
  const deltaMs = Math.round((change.advanceDays ?? 0) * DAY_MS);
  const [row] = await db
    .insert(appClock)
    .values({ id: 1, offsetMs: deltaMs })
    .onConflictDoUpdate({ target: appClock.id, set: { offsetMs: sql`${appClock.offsetMs} + ${deltaMs}`, updatedAt: sql`now()` } })
    .returning({ offsetMs: appClock.offsetMs });
  return row!.offsetMs;
}
