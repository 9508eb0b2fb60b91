import { parseGiftSource } from '@walkfund/domain';
import type { Subscriptions } from '../../lib/event-bus.ts';
import type { PaymentEvents } from '../../events/payment-events.ts';
import { recordGiftSource } from './ask-kit.service.ts';

/**
 * Where a gift came from (docs/features/ask-kit.md): the checkout payload's `transaction.source`,
 * kept with the checkout through the card step and the webhook, is written onto the transaction in
 * the recording's own database transaction. A subscriber rather than a change to the writer
 * (events/payment-events.ts); a gift with no source costs nothing here.
 */
export const askKitSubscriptions: Subscriptions<PaymentEvents> = {
  transactionRecorded: [
    async (tx, { record }) => {
      const payload = record.checkout?.payload as { transaction?: { source?: unknown } } | null | undefined;
      const source = parseGiftSource(payload?.transaction?.source);
      if (!source) return;
      await recordGiftSource(tx, record.transaction.id, source);
      // The record stands for the rows as written: later subscribers read the source too.
      record.transaction.source = source;
    },
  ],
};
