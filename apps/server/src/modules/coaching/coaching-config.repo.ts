import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appClock, coachingConfig } from '../../db/schema/index.ts';

/** The saved Config > Coaching row's data, or null when never saved. */
export async function findCoachingConfigData(db: DbOrTx): Promise<unknown> {
  const [row] = await db.select({ data: coachingConfig.data }).from(coachingConfig).where(eq(coachingConfig.id, 1)).limit(1);
  return row?.data ?? null;
}

/**
 * The saved Config > Coaching data (null when never saved) and the product's clock offset
 * (lib/clock.ts; 0 when never moved) in one read: a walker's evaluation after each credited gift
 * needs both (coaching.service.ts). The row ids are parameters so the statement is prepared once
 * (db/prepared-statements.ts names only statements with parameters).
 */
export async function findCoachingConfigDataAndClockOffset(db: DbOrTx): Promise<{ data: unknown; offsetMs: number }> {
  const result = await db.execute<{ data: unknown; offset_ms: number | string | null }>(sql`
    select (select ${coachingConfig.data} from ${coachingConfig} where ${coachingConfig.id} = ${1}::int) as data,
           (select ${appClock.offsetMs} from ${appClock} where ${appClock.id} = ${1}::int) as offset_ms`);
  const row = result.rows[0];
  return { data: row?.data ?? null, offsetMs: Number(row?.offset_ms ?? 0) };
}

export async function saveCoachingConfigData(db: DbOrTx, data: unknown, userId: number | null): Promise<void> {
  await db
    .insert(coachingConfig)
    .values({ id: 1, data, updatedByUserId: userId })
    .onConflictDoUpdate({ target: coachingConfig.id, set: { data, updatedByUserId: userId, updatedAt: sql`now()` } });
}
