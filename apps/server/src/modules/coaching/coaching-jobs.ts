import type { FastifyInstance } from 'fastify';
import { idFrom } from '../jobs/email-jobs.ts';
import { COACHING_WALKER_QUEUE } from './coaching-queue.ts';
import { COACHING_EMAIL_QUEUE } from './coaching.repo.ts';
import { evaluateWalker, runDailyPass, runWeeklyDigests, writeQueuedSend } from './coaching.service.ts';

/** The daily pass, one job per day (singleton key: the day by the product's clock). */
export const COACHING_DAILY_QUEUE = 'coaching-daily';
/** The captains' digests, one job per week (singleton key: its Monday). */
export const COACHING_WEEKLY_QUEUE = 'coaching-weekly';

/**
 * The coaching jobs (docs/features/coaching.md): a walker's evaluation (after a claim or a gift),
 * the daily and weekly passes, and each queued message written into the outbox (whose own `email`
 * job delivers it, retried like a receipt).
 */
export function registerCoachingJobs(app: FastifyInstance): void {
  const links = { publicUrl: app.config.PUBLIC_URL, secret: app.config.JWT_SECRET };
  const kickAfter = async <T>(work: Promise<T>) => {
    const result = await work;
    app.jobs.kick();
    return result;
  };
  app.jobs.register(COACHING_WALKER_QUEUE, async ({ payload }) => kickAfter(evaluateWalker(app.db, idFrom(payload, 'personId')).then((queued) => ({ queued }))));
  app.jobs.register(COACHING_EMAIL_QUEUE, async ({ payload }) => kickAfter(writeQueuedSend({ db: app.db, links, sendId: idFrom(payload, 'sendId') })));
  app.jobs.register(COACHING_DAILY_QUEUE, async () => kickAfter(runDailyPass(app.db)), { leaseMs: 5 * 60_000 });
  app.jobs.register(COACHING_WEEKLY_QUEUE, async () => kickAfter(runWeeklyDigests(app.db)), { leaseMs: 5 * 60_000 });
}
