import type { DbOrTx } from '../../db/client.ts';
import { RECEIPT_EMAIL_QUEUE } from '../jobs/email-jobs.ts';
import { enqueueJob } from '../jobs/job-queue.ts';

/**
 * Queues the "Updated receipt" of a transaction, in the caller's transaction (a refund's): the
 * job renders it at its first run from the transaction and all its refunds, so the email states
 * what the donor kept.
 */
export async function enqueueUpdatedReceipt(tx: DbOrTx, transactionId: number): Promise<void> {
  await enqueueJob(tx, RECEIPT_EMAIL_QUEUE, { transactionId });
}
