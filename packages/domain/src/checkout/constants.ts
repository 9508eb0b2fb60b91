/**
 * Checkout limits: money, quantities and the sizes of one checkout's lists (docs/decisions/0108-amounts-in-cents.md,
 * docs/decisions/0109-checkout-totals.md): integer cents inside. The UI hints and the server checks both read these.
 */

export const SHIPPING_FEE_CENTS = 800;
/** Card-fee cover rate, in tenths of a percent (3.5%). */
export const CARD_FEE_PER_MILLE = 35;
/** The rate as the checkout shows it ("3.5%"), derived so that it cannot disagree with the fee charged. */
export const CARD_FEE_PERCENT_LABEL = `${CARD_FEE_PER_MILLE / 10}%`;
export const MIN_DONATION_DOLLARS = 10;
export const SHIRT_QUANTITY_MIN = 1;
export const SHIRT_QUANTITY_MAX = 7;
export const MIN_RUNNERS = 1;
export const MIN_TEAM_MEMBERS = 1;
/** Line items and team members of one checkout. */
export const CHECKOUT_LIST_MAX_ITEMS = 50;
/** A processor's payment id (Stripe: about 30 characters) and its client secret. */
export const PAYMENT_ID_MAX_LENGTH = 200;
export const PAYMENT_SECRET_MAX_LENGTH = 400;
/** paymentDetails as JSON text. */
export const PAYMENT_DETAILS_MAX_LENGTH = 10_000;
/** A donor's public message on a gift to a fundraiser (docs/features/personal-pages.md): plain text, one line. */
export const DONOR_MESSAGE_MAX_LENGTH = 280;
export const SUPPORTING_TYPES = ['team', 'event'] as const;
export type SupportingType = (typeof SUPPORTING_TYPES)[number];
/** Cart size for a product without sizes. */
export const NO_SIZE = 'N/A';
