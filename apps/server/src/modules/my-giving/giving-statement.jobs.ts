import type { FastifyInstance } from 'fastify';
import { idFrom } from '../jobs/email-jobs.ts';
import { PermanentJobError } from '../jobs/job-queue.ts';
import { STATEMENT_MAX_YEAR, STATEMENT_MIN_YEAR } from '@walkfund/domain';
import { enqueueStatementEmails, sendStatementEmail, STATEMENT_EMAIL_QUEUE, STATEMENTS_YEAR_QUEUE } from './giving-statement.service.ts';

function yearFrom(payload: Record<string, unknown>): number {
  const year = payload.year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < STATEMENT_MIN_YEAR || year > STATEMENT_MAX_YEAR) {
    throw new PermanentJobError("The job's payload has no valid year.");
  }
  return year;
}

/** The giving statements' jobs (giving-statement.service.ts). */
export function registerGivingStatementJobs(app: FastifyInstance): void {
  app.jobs.register(STATEMENTS_YEAR_QUEUE, async ({ payload }) => {
    const donors = await enqueueStatementEmails(app.db, yearFrom(payload));
    if (donors) app.jobs.kick();
    return { donors };
  });
  app.jobs.register(STATEMENT_EMAIL_QUEUE, async ({ payload }) => {
    const result = await sendStatementEmail({ db: app.db, config: app.config, year: yearFrom(payload), transactionId: idFrom(payload, 'transactionId') });
    if (result.status === 'sent') app.jobs.kick();
    return result;
  });
}
