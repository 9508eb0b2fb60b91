import type { Subscriptions } from '../../lib/event-bus.ts';
import type { PaymentEvents } from '../../events/payment-events.ts';
import { enqueueFundraiserGiftEmail } from './fundraiser-gift-email.ts';

/** The credited walker hears of each gift (docs/decisions/0009-personal-pages.md), by a job queued with the recording. */
export const fundraiserSubscriptions: Subscriptions<PaymentEvents> = {
  transactionRecorded: [
    async (tx, { record }) => {
      if (record.fundraiser) await enqueueFundraiserGiftEmail(tx, record.transaction.id);
    },
  ],
};
