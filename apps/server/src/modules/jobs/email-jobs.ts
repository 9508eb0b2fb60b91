import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { loadQueuedEmail, queuedOutboxInsert, type EmailMessage } from '../../integrations/email.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { receiptEmailFor } from '../receipts/receipt-message.ts';
import { loadReceiptSource } from '../receipts/receipt.service.ts';
import { insertAndEnqueue, PermanentJobError } from './job-queue.ts';

/**
 * Renders a transaction's receipt into the outbox: payload {transactionId}. The first receipt is
 * rendered in the recording transaction itself (receipts/receipt-subscriptions.ts), which saves a job and
 * four queries per checkout; a refund queues this job (refund.service.ts), which renders the
 * "Updated receipt" with the amounts net of the refunds at its first run.
 */
export const RECEIPT_EMAIL_QUEUE = 'receipt-email';
/** Delivers one outbox row (SMTP, or kept in the outbox without it): payload {outboxId}. */
export const EMAIL_QUEUE = 'email';

/**
 * Puts a message in the outbox as queued and enqueues its delivery, in the caller's transaction.
 * The job's payload is the outbox id only: addresses and text stay in the outbox row.
 */
export async function enqueueEmail(tx: DbOrTx, message: EmailMessage): Promise<number> {
  return insertAndEnqueue(tx, queuedOutboxInsert(tx, message), EMAIL_QUEUE, 'outboxId');
}

function idFrom(payload: Record<string, unknown>, key: string): number {
  const value = payload[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw new PermanentJobError(`The job's payload has no valid ${key}.`);
  return value;
}

/**
 * The email handlers. A receipt is rendered once (at its first run, from the recorded
 * transaction) into a queued outbox row; delivering that row is its own job, retried with backoff
 * while the mail server fails, each attempt recorded on the same row.
 */
export function registerEmailJobs(app: FastifyInstance): void {
  app.jobs.register(RECEIPT_EMAIL_QUEUE, async ({ payload }) => {
    const transactionId = idFrom(payload, 'transactionId');
    const source = await loadReceiptSource(app.db, transactionId);
    if (!source) throw new PermanentJobError(`Transaction ${transactionId} does not exist.`);
    const settings = await loadEventSettings(app.db);
    const message = receiptEmailFor(source.transaction, source.refunds, settings, app.config.PUBLIC_URL);
    const outboxId = await app.db.transaction((tx) => enqueueEmail(tx, message));
    app.jobs.kick();
    return { outboxId };
  });

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
