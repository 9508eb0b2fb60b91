import type { FastifyInstance } from 'fastify';
import { DISPLAY_TIME_ZONE, STATEMENT_EMAIL_MONTH } from '@walkfund/domain';
import { clockNow } from '../../lib/clock.ts';
import { startEnqueueScheduler, type EnqueueScheduler } from '../jobs/enqueue-scheduler.ts';
import { enqueueYearStatements } from './giving-statement.service.ts';

/** How often the scheduler looks whether last year's statements are queued. */
export const STATEMENT_CHECK_MS = 60 * 60_000;

const chicagoYearMonth = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: 'numeric' });

/** The year whose statements are due at `now`: last year's, in January (America/Chicago); null otherwise. */
export function statementYearDue(now: Date): number | null {
  const parts = Object.fromEntries(chicagoYearMonth.formatToParts(now).map((p) => [p.type, p.value]));
  return Number(parts.month) === STATEMENT_EMAIL_MONTH ? Number(parts.year) - 1 : null;
}

/**
 * Like the coaching scheduler (coaching/coaching.scheduler.ts): on start and every hour, in
 * January by the product's clock (lib/clock.ts, so a test server can move into January), queues
 * last year's `giving-statements` job. A singleton per year, so any number of instances queue it
 * once (jobs/enqueue-scheduler.ts); each donor's email is claimed once besides
 * (giving-statement.service.ts).
 */
export function startGivingStatementScheduler(app: FastifyInstance, intervalMs = STATEMENT_CHECK_MS): EnqueueScheduler {
  return startEnqueueScheduler(app, {
    intervalMs,
    name: 'giving statement',
    async enqueue() {
      const year = statementYearDue(await clockNow(app.db));
      return year !== null && (await enqueueYearStatements(app.db, year));
    },
  });
}
