import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { loadQueuedEmail, queuedOutboxInsert, type EmailMessage } from '../../integrations/email.ts';
import { insertAndEnqueue, insertAndEnqueueStatements, PermanentJobError } from './job-queue.ts';

/** Delivers one outbox row (SMTP, or kept in the outbox without it): payload {outboxId}. */
export const EMAIL_QUEUE = 'email';

/**
 * Puts a message in the outbox as queued and enqueues its delivery, in the caller's transaction.
 * The job's payload is the outbox id only: addresses and text stay in the outbox row.
 */
export async function enqueueEmail(tx: DbOrTx, message: EmailMessage): Promise<number> {
  return insertAndEnqueue(tx, queuedOutboxInsert(tx, message), EMAIL_QUEUE, 'outboxId');
}

/**
 * enqueueEmail as statements for a recording's last statement (events/payment-events.ts,
 * addToLastStatement): the queued outbox row named `name` and its delivery job.
 */
export function emailStatements(db: DbOrTx, name: string, message: EmailMessage): Record<string, SQL> {
  return insertAndEnqueueStatements(name, queuedOutboxInsert(db, message), EMAIL_QUEUE, 'outboxId');
}

/** The positive integer id `key` of a job's payload; a payload without one fails for good. */
export function idFrom(payload: Record<string, unknown>, key: string): number {
  const value = payload[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw new PermanentJobError(`The job's payload has no valid ${key}.`);
  return value;
}

/**
 * The delivery handler: an email rendered into a queued outbox row (a receipt, a team email, ...)
 * is delivered by its own job, retried with backoff while the mail server fails, each attempt
 * recorded on the same row. What renders a message belongs to its module (receipts/receipt-queue.ts).
 */
export function registerEmailJobs(app: FastifyInstance): void {
  app.jobs.register(EMAIL_QUEUE, async ({ payload }) => {
    const outboxId = idFrom(payload, 'outboxId');
    const queued = await loadQueuedEmail(app.db, outboxId);
    if (!queued) throw new PermanentJobError(`Outbox email ${outboxId} does not exist.`);
    // Delivered (or kept) by an earlier run whose outcome was recorded on the row: never twice.
    if (queued.status !== 'queued' && queued.status !== 'failed') return { outboxId, status: queued.status };
    const outcome = await app.mailer.send(queued.message, { outboxId });
    if (outcome.status === 'failed') throw new Error(`Email delivery failed${outcome.error ? `: ${outcome.error}` : '.'}`);
    return { outboxId, status: outcome.status };
  });
}
