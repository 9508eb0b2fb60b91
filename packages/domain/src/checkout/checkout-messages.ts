import { DONOR_MESSAGE_MAX_LENGTH, SHIRT_QUANTITY_MAX, SHIRT_QUANTITY_MIN } from './constants.ts';
import { OFFLINE_REFERENCE_MAX_LENGTH } from '../transactions/constants.ts';

// Kept apart from the schemas (and zod) so a page that only shows these texts does not carry them.
/** Checkout texts the forms and the server share. */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Add a donation, a T-shirt or a runner before checking out.',
  oneDonation: 'Only one donation can be given per checkout.',
  quantity: `Quantity must be between ${SHIRT_QUANTITY_MIN} and ${SHIRT_QUANTITY_MAX}.`,
  quantityPerSize: `At most ${SHIRT_QUANTITY_MAX} of one shirt and size per order.`,
  virtualNeedsShipping: 'Virtual runners need a shipping address.',
  noVirtualInTulsa: 'The Tulsa event has no virtual 5k option.',
  shirtsNeedShipping: 'A shipping address is required for T-shirts.',
  billingRequired: 'Billing details are required for a card payment.',
  eventCityRequired: 'Choose an event city.',
  membersNeedTeam: 'Team members can only be added when supporting a team.',
  campus: 'Choose a Life.Church campus.',
  employerForName: 'Enter an employer to use it as the name.',
  paymentRequired: 'payment: the {id, secret} answered by POST /v1/payment is required for a card payment.',
  teamMismatch: 'The team must be the transaction\'s team.',
  fundraiserNeedsTeam: 'A fundraiser can only be credited on a gift to a team.',
  fundraiserNeedsDonation: 'A fundraiser can only be credited with a donation: add one to the cart.',
  fundraiserNotOnTeam: (id: number) => `The fundraiser ${id} is not on this team this year.`,
  messageTooLong: `The message must be at most ${DONOR_MESSAGE_MAX_LENGTH} characters.`,
  messagePlainText: 'The message must be plain text on one line (no control characters).',
  offlineReferenceTooLong: `The check number or reference must be at most ${OFFLINE_REFERENCE_MAX_LENGTH} characters.`,
  offlineReferencePlainText: 'The check number or reference must be plain text on one line.',
  offlineReferenceNeedsOffline: 'A check number or reference is only kept for an offline payment.',
} as const;
