import type { FastifyInstance } from 'fastify';
import { startEnqueueScheduler, type EnqueueScheduler } from '../jobs/enqueue-scheduler.ts';
import { enqueueFirstStartBackfill, enqueueMissingSnapshots } from './daily-report.service.ts';

/** How often the scheduler looks for finished days without a snapshot. */
export const DAILY_SNAPSHOT_CHECK_MS = 5 * 60_000;

/**
 * On start and every few minutes, enqueues the 'daily-snapshot' job of every finished Chicago
 * day since the last snapshot (a server down at midnight catches up when it comes back); before
 * any snapshot exists (a first start), also the rebuild of this year's and last year's days.
 * Every instance may run it: a day's job and the rebuild are singletons and a day's row is
 * unique, so each is done once (jobs/enqueue-scheduler.ts).
 */
export function startDailySnapshotScheduler(app: FastifyInstance, intervalMs = DAILY_SNAPSHOT_CHECK_MS): EnqueueScheduler {
  return startEnqueueScheduler(app, {
    intervalMs,
    name: 'daily snapshot',
    async enqueue() {
      const backfill = await enqueueFirstStartBackfill(app.db);
      if (backfill) app.log.info('daily snapshots: rebuilding this year and last year (first start)');
      const days = await enqueueMissingSnapshots(app.db);
      if (days.length) app.log.info({ days: days.length, from: days[0], to: days.at(-1) }, 'daily snapshots enqueued');
      return days.length > 0 || backfill;
    },
  });
}
