import type { Subscriptions } from '../../lib/event-bus.ts';
import type { PaymentEvents } from '../../events/payment-events.ts';
import { followSupportChange, matchRecordedGifts, recordEmployerPledge, takeBackRefundedMatches } from './matches-recording.ts';

/**
 * Sponsor matches and employer matching on the payment events (docs/features/sponsor-matches.md).
 * Listed in src/payment-subscribers.ts before the receipt, which then shows the match.
 */
export const matchesSubscriptions: Subscriptions<PaymentEvents> = {
  transactionRecorded: [recordEmployerPledge, matchRecordedGifts],
  transactionRefunded: [takeBackRefundedMatches],
  supportChanged: [followSupportChange],
};
