import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { coachingConfig } from '../../db/schema/index.ts';

/** The saved Config > Coaching row's data, or null when never saved. */
export async function findCoachingConfigData(db: DbOrTx): Promise<unknown> {
  const [row] = await db.select({ data: coachingConfig.data }).from(coachingConfig).where(eq(coachingConfig.id, 1)).limit(1);
  return row?.data ?? null;
}

export async function saveCoachingConfigData(db: DbOrTx, data: unknown, userId: number | null): Promise<void> {
  await db
    .insert(coachingConfig)
    .values({ id: 1, data, updatedByUserId: userId })
    .onConflictDoUpdate({ target: coachingConfig.id, set: { data, updatedByUserId: userId, updatedAt: sql`now()` } });
}
