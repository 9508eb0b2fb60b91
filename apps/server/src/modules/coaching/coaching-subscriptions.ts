import type { PaymentEvents } from '../../events/payment-events.ts';
import type { Subscriptions } from '../../lib/event-bus.ts';
import { coachingCheckStatement, enqueueCoachingCheck } from './coaching-queue.ts';

/**
 * A gift credited to a walker (or moved to one) may make a coaching message due: the first gift, a
 * milestone (docs/features/coaching.md). Inside the recording's transaction this only queues the
 * walker's evaluation; the job reads their totals and sends what is due.
 */
export const coachingSubscriptions: Subscriptions<PaymentEvents> = {
  transactionRecorded: [
    async (_tx, { record, addToLastStatement }) => {
      if (record.fundraiser) addToLastStatement({ coaching_check: coachingCheckStatement(record.fundraiser.id) });
    },
  ],
  supportChanged: [
    async (tx, { after }) => {
      if (after.fundraiserId !== null) await enqueueCoachingCheck(tx, after.fundraiserId);
    },
  ],
};
