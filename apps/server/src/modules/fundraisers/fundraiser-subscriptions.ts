import type { Subscriptions } from '../../lib/event-bus.ts';
import type { PaymentEvents } from '../../events/payment-events.ts';
import { fundraiserGiftEmailJob } from './fundraiser-gift-email.ts';

/** The credited walker hears of each gift (docs/decisions/0009-personal-pages.md), by a job queued with the recording (in its last statement). */
export const fundraiserSubscriptions: Subscriptions<PaymentEvents> = {
  transactionRecorded: [
    async (_tx, { record, addToLastStatement }) => {
      if (record.fundraiser) addToLastStatement({ fundraiser_gift_email: fundraiserGiftEmailJob(record.transaction.id) });
    },
  ],
};
