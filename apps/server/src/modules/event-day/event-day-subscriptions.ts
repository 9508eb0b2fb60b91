import type { Subscriptions } from '../../lib/event-bus.ts';
import type { PaymentEvents } from '../../events/payment-events.ts';
import { ensureCheckoutRunnerEntries } from './event-entry.service.ts';

/** Each 5k runner a checkout registers gets their entry of the year, in person or virtual (docs/decisions/0011-event-day-check-in.md). */
export const eventDaySubscriptions: Subscriptions<PaymentEvents> = {
  transactionRecorded: [
    async (tx, { record, runners }) => {
      if (runners.length === 0) return;
      const { eventYear, eventCity } = record.transaction;
      await ensureCheckoutRunnerEntries(tx, { eventYear, eventCity }, new Map(runners.map((r) => [r.item, r.personId])));
    },
  ],
};
