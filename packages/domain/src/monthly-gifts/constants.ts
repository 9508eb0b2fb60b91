// Monthly gifts (docs/features/monthly-gifts.md): "Make it monthly" beside a donation. The closed
// sets, limits and texts live here, without zod, so the donate page can show them without the schemas.

/**
 * Where a monthly gift stands: active (charged each month), paused (by the donor), failed (the
 * processor's retries ran out: paused for it until the donor updates the card or resumes it) and
 * cancelled (final).
 */
export const MONTHLY_GIFT_STATUSES = ['active', 'paused', 'failed', 'cancelled'] as const;
export type MonthlyGiftStatus = (typeof MONTHLY_GIFT_STATUSES)[number];

/** What donors and admins read for each status. */
export const MONTHLY_GIFT_STATUS_LABELS: Record<MonthlyGiftStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** Who charges each month: the built-in test processor and the job queue, or a Stripe Subscription. */
export const MONTHLY_GIFT_PROVIDERS = ['test', 'stripe'] as const;
export type MonthlyGiftProvider = (typeof MONTHLY_GIFT_PROVIDERS)[number];

/** The methods a monthly gift is paid by: cards and wallets (a bank transfer settles days later and is not offered). */
export const MONTHLY_GIFT_PAYMENT_METHODS = ['card', 'apple_pay', 'google_pay', 'link'] as const;

/** A month's charge declined this many times in a row (the first try and a retry on each of the next two days) fails the gift. */
export const MONTHLY_GIFT_MAX_FAILURES = 3;

/** The admin list: rows per page by default and at most. */
export const MONTHLY_GIFT_LIST_DEFAULT_LIMIT = 50;
export const MONTHLY_GIFT_LIST_MAX_LIMIT = 1000;
/** The admin list's search (a donor's name or email, a team or a walker): at most this many characters. */
export const MONTHLY_GIFT_SEARCH_MAX_LENGTH = 100;
/** The highest offset the admin list takes. */
export const MONTHLY_GIFT_LIST_MAX_OFFSET = 1_000_000;
/** A Stripe SetupIntent id: at most this many characters. */
export const SETUP_INTENT_ID_MAX_LENGTH = 255;

/** The audit log's entity of a monthly gift (docs/decisions/0122-refunds-and-audit-log.md). */
export const MONTHLY_GIFT_AUDIT_ENTITY = 'monthly_gift';

export const MONTHLY_GIFT_MESSAGES = {
  /** The checkbox beside the amount. */
  makeItMonthly: 'Make it monthly',
  /** Said at checkout under the checkbox. */
  howItWorks:
    'We charge the same amount on this day each month. It goes to the same team or walker while they are on a team that year, and to the event otherwise. Only the donation repeats; you can change, pause or cancel it from your giving page.',
  paymentMethod: 'A monthly gift is paid by card, Apple Pay, Google Pay or Link.',
  needsDonation: 'A monthly gift needs a donation: add one to the cart.',
  notOffline: 'An offline payment cannot be made monthly.',
  notFound: 'We could not find that monthly gift.',
  cancelled: 'This monthly gift was cancelled. You can start a new one from the donate page.',
  notPaused: 'This monthly gift is not paused.',
  alreadyPaused: 'This monthly gift is already paused.',
  cardInput: 'Send {testCard} in test mode; with Stripe send {} for a setup secret, then {setupIntentId}.',
  testCardOnly: 'This server takes cards through Stripe: send {} for a setup secret, then {setupIntentId}.',
  stripeOnly: 'This server is in test mode: send {testCard} with one of the test card numbers.',
  testModeOnly: 'Monthly gifts are charged by Stripe on this server: there is nothing to run here.',
  cardSaved: 'Your card is saved for your monthly gift.',
  processorUnavailable: 'The card processor could not be reached. Please try again.',
  /** The donor's data removal (docs/features/my-giving.md) waits until no monthly gift of theirs can charge again. */
  cancelBeforeRemoval: 'Please cancel your monthly gifts first, then ask for your data to be removed.',
} as const;

/** "Walker Jo Jones is no longer on a team this year, so this month's gift goes to the Tulsa event." */
export function monthRedirectedNote(was: string, eventCity: string): string {
  return `${was} is no longer on a team this year, so this month's gift goes to the ${eventCity} event.`;
}
