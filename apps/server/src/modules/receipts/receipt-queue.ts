import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueEmail, idFrom } from '../jobs/email-jobs.ts';
import { enqueueJob, PermanentJobError } from '../jobs/job-queue.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { receiptEmailFor } from './receipt-message.ts';
import { loadReceiptSource } from './receipt.service.ts';

/**
 * Renders a transaction's receipt into the outbox: payload {transactionId}. The first receipt is
 * rendered in the recording transaction itself (receipt-subscriptions.ts), which saves a job and
 * four queries per checkout; a refund queues this job, which renders the "Updated receipt" with
 * the amounts net of the refunds at its first run.
 */
export const RECEIPT_EMAIL_QUEUE = 'receipt-email';

/**
 * Queues the "Updated receipt" of a transaction, in the caller's transaction (a refund's): the
 * job renders it at its first run from the transaction and all its refunds, so the email states
 * what the donor kept.
 */
export async function enqueueUpdatedReceipt(tx: DbOrTx, transactionId: number): Promise<void> {
  await enqueueJob(tx, RECEIPT_EMAIL_QUEUE, { transactionId });
}

/** The receipt's rendering job: a queued outbox row, delivered by the email job (jobs/email-jobs.ts). */
export function registerReceiptEmailJob(app: FastifyInstance): void {
  app.jobs.register(RECEIPT_EMAIL_QUEUE, async ({ payload }) => {
    const transactionId = idFrom(payload, 'transactionId');
    const source = await loadReceiptSource(app.db, transactionId);
    if (!source) throw new PermanentJobError(`Transaction ${transactionId} does not exist.`);
    const settings = await loadEventSettings(app.db);
    const message = receiptEmailFor(source.transaction, source.refunds, settings, app.config.PUBLIC_URL, source.monthlyGift);
    const outboxId = await enqueueEmail(app.db, message);
    app.jobs.kick();
    return { outboxId };
  });
}
