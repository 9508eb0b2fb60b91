import type { AppConfig } from './config.ts';
import { createEventBus } from './lib/event-bus.ts';
import { constantContactSubscriptions } from './modules/constant-contact/constant-contact-subscriptions.ts';
import { eventDaySubscriptions } from './modules/event-day/event-day-subscriptions.ts';
import { fundraiserSubscriptions } from './modules/fundraisers/fundraiser-subscriptions.ts';
import { exportSettingsFrom, kindfulSubscriptions } from './modules/kindful/kindful-export.ts';
import { receiptSubscriptions } from './modules/receipts/receipt-subscriptions.ts';
import type { PaymentEventBus, PaymentEvents } from './events/payment-events.ts';
import { waiverSubscriptions } from './modules/waivers/waiver-subscriptions.ts';
import { coachingSubscriptions } from './modules/coaching/coaching-subscriptions.ts';
import { askKitSubscriptions } from './modules/ask-kit/ask-kit-subscriptions.ts';
import { matchesSubscriptions } from './modules/matches/matches-subscriptions.ts';
import type { RunningMatches } from './modules/matches/running-matches.ts';
import { tributeSubscriptions } from './modules/tributes/tribute-subscriptions.ts';
import { monthlyGiftSubscriptions } from './modules/monthly-gifts/monthly-gift-subscriptions.ts';

/**
 * Who acts on the money's events (events/payment-events.ts), in the order they run,
 * in the recording's database transaction. The event day's entries come before anything that
 * reads them; the rest only queue work or write their own rows. A new side effect of a payment is
 * one more line here and a subscriber in its own module.
 */
export function createPaymentEvents(
  config: Pick<AppConfig, 'PUBLIC_URL' | 'KINDFUL_CAMPAIGN' | 'KINDFUL_FUND'>,
  deps: { runningMatches?: RunningMatches } = {},
): PaymentEventBus {
  return createEventBus<PaymentEvents>(
    eventDaySubscriptions,
    waiverSubscriptions,
    constantContactSubscriptions,
    fundraiserSubscriptions,
    coachingSubscriptions,
    // Before Kindful's record, whose note names the tribute (docs/features/tributes.md).
    tributeSubscriptions,
    kindfulSubscriptions(exportSettingsFrom(config)),
    askKitSubscriptions,
    // A monthly checkout starts its gift; a later month completes its month (docs/features/monthly-gifts.md).
    monthlyGiftSubscriptions,
    // Near the end: a matched gift locks its match row, held to the commit, so as little as
    // possible runs after it; before the receipt, which then shows the match
    // (docs/features/sponsor-matches.md).
    matchesSubscriptions(deps.runningMatches),
    receiptSubscriptions({ publicUrl: config.PUBLIC_URL }),
  );
}
