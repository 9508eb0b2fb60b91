import type { FastifyInstance } from 'fastify';
import { enqueueFirstStartBackfill, enqueueMissingSnapshots } from './daily-report.service.ts';

/** How often the scheduler looks for finished days without a snapshot. */
export const DAILY_SNAPSHOT_CHECK_MS = 5 * 60_000;

export interface DailySnapshotScheduler {
  stop(): Promise<void>;
}

/**
 * On start and every few minutes, enqueues the 'daily-snapshot' job of every finished Chicago
 * day since the last snapshot (a server down at midnight catches up when it comes back); before
 * any snapshot exists (a first start), also the rebuild of this year's and last year's days.
 * Every instance may run it: a day's job and the rebuild are singletons and a day's row is
 * unique, so each is done once. The timer does not keep the process alive.
 */
export function startDailySnapshotScheduler(app: FastifyInstance, intervalMs = DAILY_SNAPSHOT_CHECK_MS): DailySnapshotScheduler {
  let inFlight: Promise<void> | null = null;
  let stopped = false;

  const tick = () => {
    if (stopped || inFlight) return;
    inFlight = enqueueFirstStartBackfill(app.db)
      .then(async (backfill) => {
        if (backfill) app.log.info('daily snapshots: rebuilding this year and last year (first start)');
        const days = await enqueueMissingSnapshots(app.db);
        if (days.length || backfill) {
          if (days.length) app.log.info({ days: days.length, from: days[0], to: days.at(-1) }, 'daily snapshots enqueued');
          app.jobs.kick();
        }
      })
      .catch((err: unknown) => {
        app.log.error({ error: err instanceof Error ? err.message : String(err) }, 'daily snapshot scheduling failed');
      })
      .finally(() => {
        inFlight = null;
      });
  };

  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}
