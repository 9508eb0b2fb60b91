import type { FastifyInstance } from 'fastify';
import { DAILY_SNAPSHOT_QUEUE, SNAPSHOT_BACKFILL_QUEUE, rebuildSnapshots, snapshotDayOf, takeDailySnapshot } from './daily-report.service.ts';

/**
 * The 'daily-snapshot' job: `{day}` -> that day's snapshot (kept as it is when already written);
 * the 'daily-snapshot-backfill' job: the rebuild of this year's and last year's days.
 */
export function registerDailySnapshotJob(app: FastifyInstance): void {
  app.jobs.register(DAILY_SNAPSHOT_QUEUE, async (job) => takeDailySnapshot(app.db, snapshotDayOf(job.payload)));
  app.jobs.register(SNAPSHOT_BACKFILL_QUEUE, async () => rebuildSnapshots(app.db));
}
