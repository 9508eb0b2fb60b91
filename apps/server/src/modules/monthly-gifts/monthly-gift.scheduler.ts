import type { FastifyInstance } from 'fastify';
import { clockNow } from '../../lib/clock.ts';
import { chicagoDay } from '../daily-reports/chicago-day.ts';
import { startEnqueueScheduler, type EnqueueScheduler } from '../jobs/enqueue-scheduler.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { MONTHLY_GIFTS_DAILY_QUEUE } from './monthly-gift-queues.ts';

/** How often the scheduler looks whether today's pass is queued. */
export const MONTHLY_GIFTS_CHECK_MS = 5 * 60_000;

/**
 * Like the coaching pass (coaching/coaching.scheduler.ts): on start and every few minutes, the
 * day's `monthly-gifts-daily` job (singleton key: the day by the product's clock, America/Chicago),
 * so any number of instances run it once a day. Only where this server charges each month (the
 * test processor); Stripe bills by itself.
 */
export function startMonthlyGiftScheduler(app: FastifyInstance, intervalMs = MONTHLY_GIFTS_CHECK_MS): EnqueueScheduler | null {
  if (!app.monthlyGiftProcessor.chargesEachMonth) return null;
  return startEnqueueScheduler(app, {
    intervalMs,
    name: 'monthly gifts',
    async enqueue() {
      const day = chicagoDay(await clockNow(app.db));
      return (await enqueueJob(app.db, MONTHLY_GIFTS_DAILY_QUEUE, { day }, { singletonKey: day })) !== null;
    },
  });
}
