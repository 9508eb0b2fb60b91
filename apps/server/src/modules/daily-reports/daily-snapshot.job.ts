import type { FastifyInstance } from 'fastify';
import { DAILY_SNAPSHOT_QUEUE, snapshotDayOf, takeDailySnapshot } from './daily-report.service.ts';

/** The 'daily-snapshot' job: `{day}` -> that day's snapshot (kept as it is when already written). */
export function registerDailySnapshotJob(app: FastifyInstance): void {
  app.jobs.register(DAILY_SNAPSHOT_QUEUE, async (job) => takeDailySnapshot(app.db, snapshotDayOf(job.payload)));
}
