/**
 * The donor's own page (docs/features/my-giving.md): reached by a single-use emailed link, no
 * password. The limits and texts live here, read by the server and the web app alike.
 */

/** Where the page lives; the receipt email links here and the emailed sign-in link lands here (#token=...). */
export const MY_GIVING_PATH = '/frontend/my-giving';

/** An emailed donor link works once, for this long. */
export const DONOR_LINK_HOURS = 24;

/** A donor's session ends this long after the link was opened; no refresh: a new link opens a new one. */
export const DONOR_SESSION_MINUTES = 60;

/** The header the donor's session travels in. Every other route ignores it, so the session reaches nothing else. */
export const DONOR_SESSION_HEADER = 'x-donor-session';

/** What a donor's name becomes when they ask for their personal data to be removed. */
export const REMOVED_DONOR_NAME = 'Removed donor';

/** A giving statement is made for a calendar year in this range. */
export const STATEMENT_MIN_YEAR = 2000;
export const STATEMENT_MAX_YEAR = 2100;

/** The statements of last year are emailed in this month (1 = January), America/Chicago. */
export const STATEMENT_EMAIL_MONTH = 1;

export const MY_GIVING_MESSAGES = {
  linkSent: 'If this email was used for a gift, a sign-in link is on its way. It works once, within 24 hours.',
  linkInvalid: 'This link has expired or was already used. Ask for a new one below.',
  sessionEnded: 'Your session has ended. Ask for a new sign-in link to see your gifts.',
  giftNotFound: 'We could not find that gift.',
  noGiftsThatYear: 'There are no gifts for that year.',
  confirmRemoval: 'Please confirm that you want your personal data removed.',
  hasAccount: 'This email signs in to an account here. Please ask the event team to remove your data.',
  removed: 'Your personal data has been removed. Your gifts stay in the charity\'s books without your name.',
  yearRange: `Year must be between ${STATEMENT_MIN_YEAR} and ${STATEMENT_MAX_YEAR}.`,
} as const;
