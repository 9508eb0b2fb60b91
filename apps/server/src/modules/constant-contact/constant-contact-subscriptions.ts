import type { Subscriptions } from '../../lib/event-bus.ts';
import type { PaymentEvents } from '../../events/payment-events.ts';
import { enqueueTransactionContactSync } from './constant-contact-sync.ts';

/** The donor joins the Constant Contact lists by a job queued with the recording, when the switch is on and the donor gave an email. */
export const constantContactSubscriptions: Subscriptions<PaymentEvents> = {
  transactionRecorded: [
    async (tx, { record, settings }) => {
      const { id: transactionId, donatorPersonId, contactEmail } = record.transaction;
      if (contactEmail === '' || !settings.useConstantContact || !donatorPersonId) return;
      await enqueueTransactionContactSync(tx, { transactionId, donatorPersonId });
    },
  ],
};
