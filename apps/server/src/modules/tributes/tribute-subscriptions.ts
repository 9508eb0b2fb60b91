import { tributeOfPayload } from '@walkfund/domain';
import type { Subscriptions } from '../../lib/event-bus.ts';
import type { PaymentEvents } from '../../events/payment-events.ts';
import { insertAndEnqueue } from '../jobs/job-queue.ts';
import { tributeInsert } from './tribute.repo.ts';
import { TRIBUTE_ECARD_QUEUE } from './tribute-ecard.job.ts';

/**
 * A gift in honour or in memory of someone (docs/features/tributes.md): when a transaction is
 * recorded (browser, webhook, reconciler, offline), its tribute row is written from the checkout's
 * payload, with the e-card's job when someone is to be told, in one statement of the recording's
 * database transaction: both exist exactly when the transaction does, once per transaction
 * (transaction_tributes is unique per transaction, and a second recording of a checkout rolls back).
 * A checkout without a tribute costs no statement.
 */
export const tributeSubscriptions: Subscriptions<PaymentEvents> = {
  transactionRecorded: [
    async (tx, { record }) => {
      const tribute = tributeOfPayload(record.checkout?.payload);
      if (!tribute) return;
      const insert = tributeInsert(tx, record.transaction.id, tribute);
      if (tribute.notify) await insertAndEnqueue(tx, insert, TRIBUTE_ECARD_QUEUE, 'tributeId');
      else await insert;
    },
  ],
};
