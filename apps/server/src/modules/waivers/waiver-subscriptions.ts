import type { Subscriptions } from '../../lib/event-bus.ts';
import type { PaymentEvents } from '../../events/payment-events.ts';
import { recordBroughtWaivers } from './waiver-checkout.ts';

/**
 * The waivers the checkout's people accepted before paying, stored with the recording
 * (docs/decisions/0011-event-day-check-in.md): never a reason to refuse a paid checkout.
 */
export const waiverSubscriptions: Subscriptions<PaymentEvents> = {
  transactionRecorded: [
    (tx, { record, waivers, waiverIpAddress }) =>
      recordBroughtWaivers(tx, { eventYear: record.transaction.eventYear, ipAddress: waiverIpAddress, people: waivers }),
  ],
};
