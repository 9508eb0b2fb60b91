import type { FastifyInstance } from 'fastify';
import { idFrom } from '../jobs/email-jobs.ts';
import { PermanentJobError } from '../jobs/job-queue.ts';
import { chargeMonthlyGift, queueDueCharges, type MonthlyGiftDeps } from './monthly-gift-charge.service.ts';
import { MONTHLY_GIFTS_DAILY_QUEUE, MONTHLY_GIFT_CHARGE_QUEUE, MONTHLY_GIFT_START_QUEUE } from './monthly-gift-queues.ts';
import { startProcessorSide } from './monthly-gift-start.ts';

/** What the monthly gifts' jobs and routes run with. */
export function monthlyGiftDeps(app: FastifyInstance, log = app.log): MonthlyGiftDeps {
  return { db: app.db, mailer: app.mailer, log, jobs: app.jobs, events: app.paymentEvents, processor: app.monthlyGiftProcessor };
}

/**
 * The monthly gifts' jobs (docs/features/monthly-gifts.md): the day's pass (queues one charge job
 * per gift due), one month of one gift, and a processor's setup after the first gift.
 */
export function registerMonthlyGiftJobs(app: FastifyInstance): void {
  app.jobs.register(
    MONTHLY_GIFTS_DAILY_QUEUE,
    async () => {
      const result = await queueDueCharges(app.db);
      if (result.queued) app.jobs.kick();
      return result;
    },
    { leaseMs: 5 * 60_000 },
  );
  app.jobs.register(MONTHLY_GIFT_CHARGE_QUEUE, async ({ payload }) => {
    const period = typeof payload.period === 'string' ? payload.period : undefined;
    const outcome = await chargeMonthlyGift(monthlyGiftDeps(app), idFrom(payload, 'monthlyGiftId'), period);
    return { outcome };
  });
  app.jobs.register(MONTHLY_GIFT_START_QUEUE, async ({ payload }) => {
    const started = await startProcessorSide(monthlyGiftDeps(app), idFrom(payload, 'monthlyGiftId'));
    if (!started) throw new PermanentJobError('The monthly gift does not exist.');
    return { started };
  });
}
