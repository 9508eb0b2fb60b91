import type { Subscriptions } from '../../lib/event-bus.ts';
import type { PaymentEvents } from '../../events/payment-events.ts';
import type { RunningMatches } from './running-matches.ts';
import { followSupportChange, matchRecordedGifts, recordEmployerPledge, takeBackRefundedMatches } from './matches-recording.ts';

/**
 * Sponsor matches and employer matching on the payment events (docs/features/sponsor-matches.md).
 * Listed in src/payment-subscribers.ts before the receipt, which then shows the match. A recording
 * asks `running` (the app's in-memory copy, running-matches.ts) which matches run; without it, the database.
 */
export function matchesSubscriptions(running?: RunningMatches): Subscriptions<PaymentEvents> {
  return {
    transactionRecorded: [recordEmployerPledge, matchRecordedGifts(running)],
    transactionRefunded: [takeBackRefundedMatches],
    supportChanged: [followSupportChange],
  };
}
