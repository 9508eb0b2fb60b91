/**
 * The job queues of monthly gifts (docs/features/monthly-gifts.md), apart from their handlers so a
 * producer imports nothing more (monthly-gift.jobs.ts registers them; the card email's handler is
 * the donor page's, modules/my-giving/monthly-gift-card-email.job.ts, which signs the link).
 */

/** The day's pass (singleton key: the day by the product's clock): one charge job per gift due. */
export const MONTHLY_GIFTS_DAILY_QUEUE = 'monthly-gifts-daily';

/** One month of one gift (test processor): payload {monthlyGiftId, period}. */
export const MONTHLY_GIFT_CHARGE_QUEUE = 'monthly-gift-charge';

/** After the first gift, a processor that bills by itself is set up (Stripe's Subscription): payload {monthlyGiftId}. */
export const MONTHLY_GIFT_START_QUEUE = 'monthly-gift-start';

/** The donor's email with a link to update the card: payload {monthlyGiftId, kind: 'declined' | 'failed'}. */
export const MONTHLY_GIFT_CARD_EMAIL_QUEUE = 'monthly-gift-card-email';

export type CardEmailKind = 'declined' | 'failed';
