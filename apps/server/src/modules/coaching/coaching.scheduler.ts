import type { FastifyInstance } from 'fastify';
import { clockNow } from '../../lib/clock.ts';
import { chicagoDay, mondayOf } from '../daily-reports/chicago-day.ts';
import { startEnqueueScheduler, type EnqueueScheduler } from '../jobs/enqueue-scheduler.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { COACHING_DAILY_QUEUE, COACHING_WEEKLY_QUEUE } from './coaching-jobs.ts';

/** How often the scheduler looks whether today's pass is queued. */
export const COACHING_CHECK_MS = 5 * 60_000;
/** Coaching emails go from this hour of the day (America/Chicago), not at midnight. */
export const COACHING_SEND_HOUR = 9;

const chicagoHour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' });

/**
 * Like the daily snapshots' scheduler (daily-reports/daily-snapshot.scheduler.ts): on start and
 * every few minutes, once the product's clock is past COACHING_SEND_HOUR in Chicago, enqueues the
 * day's `coaching-daily` job and the week's `coaching-weekly` job. Both are singletons (the day,
 * the week's Monday), so any number of instances run each once (jobs/enqueue-scheduler.ts).
 */
export function startCoachingScheduler(app: FastifyInstance, intervalMs = COACHING_CHECK_MS): EnqueueScheduler {
  return startEnqueueScheduler(app, {
    intervalMs,
    name: 'coaching',
    async enqueue() {
      const now = await clockNow(app.db);
      if (Number(chicagoHour.format(now)) < COACHING_SEND_HOUR) return false;
      const day = chicagoDay(now);
      const week = mondayOf(day);
      const daily = await enqueueJob(app.db, COACHING_DAILY_QUEUE, { day }, { singletonKey: day });
      const weekly = await enqueueJob(app.db, COACHING_WEEKLY_QUEUE, { week }, { singletonKey: week });
      return daily !== null || weekly !== null;
    },
  });
}
