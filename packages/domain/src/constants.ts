/**
 * The business constants and limits of both specs (docs/spec/public-flows.md, docs/spec/back-office.md),
 * as amended by docs/decisions/. The UI hints and the server checks both read these.
 */

// Money (docs/decisions/0108-amounts-in-cents.md, docs/decisions/0109-checkout-totals.md): integer cents inside.
export const SHIPPING_FEE_CENTS = 800;
/** Card-fee cover rate, in tenths of a percent (3.5%). */
export const CARD_FEE_PER_MILLE = 35;
/** The rate as the checkout shows it ("3.5%"), derived so that it cannot disagree with the fee charged. */
export const CARD_FEE_PERCENT_LABEL = `${CARD_FEE_PER_MILLE / 10}%`;
export const MIN_DONATION_DOLLARS = 10;
export const DEFAULT_SHIRT_PRICE_DOLLARS = 20;
export const SHIRT_QUANTITY_MIN = 1;
export const SHIRT_QUANTITY_MAX = 7;
export const MIN_RUNNERS = 1;
export const MIN_TEAM_MEMBERS = 1;

// Event settings defaults and minimums (docs/spec/back-office.md §9).
export const DEFAULT_RUNNER_PRICE_DOLLARS = 30;
export const DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS = 25;
export const DEFAULT_EVENT_FUNDRAISING_GOAL_DOLLARS = 100;
export const DEFAULT_STAR_OF_THE_TEAM_LIMIT_DOLLARS = 200;
export const MIN_EVENT_FUNDRAISING_GOAL_DOLLARS = 200;
export const MIN_RUNNER_PRICE_DOLLARS = 5;
export const MIN_PRODUCT_PRICE_DOLLARS = 5;
export const MIN_ELITE_FUNDRAISING_GOAL_DOLLARS = 100;
export const ELITE_FUNDRAISING_GOAL_STEP = 100;
export const MIN_BADGE_GOAL = 5;
export const EVENT_YEAR_LENGTH = 4;

// Field limits (public 5, docs/spec/back-office.md §5).
export const NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';
export const PHONE_MASK = '(###) ###-####';
export const PHONE_LENGTH = 14;
export const ZIP_LENGTH = 5;
export const STATE_LENGTH = 2;
export const DEFAULT_STATE = 'OK';
export const EMAIL_SUBJECT_MIN_LENGTH = 10;
export const EMAIL_MESSAGE_MIN_LENGTH = 10;
/**
 * Longest stored strings, per kind of field: every text the API stores is bounded (the database
 * columns are unbounded text). Emails follow RFC 5321's 254; a team message is sanitized rich text.
 */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
export const EMPLOYER_MAX_LENGTH = 200;
export const TEAM_NAME_MAX_LENGTH = 80;
export const TEAM_MESSAGE_MAX_LENGTH = 20_000;
export const URL_MAX_LENGTH = 2000;
export const PASSWORD_MAX_LENGTH = 128;
export const SLUG_MAX_LENGTH = 140;
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const SIZE_MAX_LENGTH = 20;
/** Titles, headlines, link texts, list ids, search terms. */
export const SHORT_TEXT_MAX_LENGTH = 200;
/** Captain alert texts. */
export const LONG_TEXT_MAX_LENGTH = 4000;
/** A processor's payment id (Stripe: about 30 characters) and its client secret. */
export const PAYMENT_ID_MAX_LENGTH = 200;
export const PAYMENT_SECRET_MAX_LENGTH = 400;
/** paymentDetails as JSON text. */
export const PAYMENT_DETAILS_MAX_LENGTH = 10_000;
/** A donor's public message on a gift to a fundraiser (docs/features/personal-pages.md): plain text, one line. */
export const DONOR_MESSAGE_MAX_LENGTH = 280;
/** The check number or reference an admin notes on an offline payment (docs/decisions/0114-offline-payments.md): plain text, one line. */
export const OFFLINE_REFERENCE_MAX_LENGTH = 100;
/** Entries of the lists in event settings (products, badges, captain tools and alerts, test emails). */
export const SETTINGS_LIST_MAX_ITEMS = 100;
export const PRODUCT_SIZES_MAX_ITEMS = 20;
/** Line items and team members of one checkout. */
export const CHECKOUT_LIST_MAX_ITEMS = 50;
/** Largest money amount a goal, price or limit may state, in dollars (keeps cents far inside 64 bits). */
export const MAX_AMOUNT_DOLLARS = 100_000_000;
/** Largest count a goal may state (members, participants). */
export const MAX_COUNT = 1_000_000;
/** Largest database id: ids are PostgreSQL integer (32-bit signed) columns. */
export const MAX_ID = 2_147_483_647;
/** Largest page number a list accepts. */
export const MAX_PAGE = 1_000_000;
/** Reactivation: donation goal "greater than 5", member goal "greater than 1". */
export const REACTIVATION_MIN_DONATION_GOAL = 6;
export const REACTIVATION_MIN_MEMBER_GOAL = 2;

// Uploads (docs/decisions/0116-images.md).
export const PRODUCT_IMAGE_MAX_BYTES = 2_100_000;
export const BADGE_IMAGE_MAX_BYTES = 2_100_000;
export const SHIRT_IMAGE_MAX_BYTES = 2_100_000;
export const STAR_IMAGE_MAX_BYTES = 7_100_000;
export const TEAM_IMAGE_DISPLAY_WIDTH = 300;

// UI timing.
// docs/spec/public-flows.md: notifications show 4 s; a toast appears 500 ms after the store changes and lasts 3 s.
export const TOAST_DURATION_MS = 3000;
export const TOAST_DELAY_MS = 500;
export const NOTIFICATION_DURATION_MS = 4000;

// Page sizes named by the specs.
export const PAGE_SIZES = {
  users: 100,
  usersBulk: 400,
  teamsFirstPage: 400,
  teams: 200,
  persons: 1000,
  lifeChurchPersons: 1000,
  participants: 3000,
  transactions: 800,
  teamDonations: 100,
  runnerLineItems: 100,
  tshirtLineItems: 250,
  tshirtGrid: 200,
  donationLineItems: 800,
  donationGrid: 200,
  kindful: 25,
} as const;
/** Largest `limit` a list endpoint accepts. */
export const MAX_PAGE_LIMIT = 5000;
export const DEFAULT_PAGE_LIMIT = 10;

export const PERCENT_CAP = 100;

// Enumerations.
/**
 * participant: a team member who signed in by link to run their own fundraising page (docs/features/personal-pages.md).
 * volunteer: checks people in on the event day, in one event city only (docs/decisions/0011-event-day-check-in.md).
 */
export const ROLES = ['admin', 'captain', 'participant', 'volunteer'] as const;
/** The roles an admin may give an account; participants come only from sign-in links. */
export const ASSIGNABLE_ROLES = ['admin', 'captain', 'volunteer'] as const;
export type Role = (typeof ROLES)[number];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
/** Staff accounts: their persons run the event, they are not its participants (the admin home's count, the daily snapshots). */
export const STAFF_ROLES = ['admin', 'volunteer'] as const satisfies readonly Role[];

export const EVENT_CITIES = ['Oklahoma City', 'Tulsa'] as const;
export type EventCity = (typeof EVENT_CITIES)[number];
/** Default city list with the values the old system used. */
export const EVENT_CITY_OPTIONS = [
  { value: 1, name: 'Oklahoma City' },
  { value: 2, name: 'Tulsa' },
] as const;
/** The Tulsa event has no virtual 5k option. */
export const CITY_WITHOUT_VIRTUAL_RUN: EventCity = 'Tulsa';

export const EVENT_KINDS = ['piecewalk', '5k', 'donor'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const BADGE_TYPES = ['participant', 'fundraising'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export const LINE_ITEM_TYPES = ['donation', 'tshirt', '5k'] as const;
export type LineItemType = (typeof LINE_ITEM_TYPES)[number];

export const SUPPORTING_TYPES = ['team', 'event'] as const;
export type SupportingType = (typeof SUPPORTING_TYPES)[number];

export const RUN_TYPES = ['in-person', 'virtual'] as const;
export type RunType = (typeof RUN_TYPES)[number];

/** A runner's gender for the 5k results: the specification's two values plus the two races now offer (docs/decisions/0014-runner-gender.md). */
export const GENDERS = ['Male', 'Female', 'Non-binary', 'Prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];

/** Shirt sizes offered on captain, reactivation and runner forms. */
export const CAPTAIN_SHIRT_SIZES = ['Small', 'Medium', 'Large', 'XLarge', '2XLarge', '3XLarge'] as const;
/** Sizes that event shirt products use. */
export const PRODUCT_SHIRT_SIZES = ['child-sm', 'child-med', 'child-lg', 'xs', 'sm', 'med', 'lg', 'xl', '2xl', '3xl'] as const;
/** Size options in the admin product form. */
export const ADMIN_PRODUCT_SIZE_OPTIONS = ['XSmall', 'Small', 'Medium', 'Large', 'XLarge', '2XLarge', '3XLarge'] as const;
/** Cart size for a product without sizes. */
export const NO_SIZE = 'N/A';

export const LIFE_CHURCH_CAMPUSES = [
  { value: 1, name: 'Broadway and Britton' },
  { value: 2, name: 'Central Support Office' },
  { value: 3, name: 'Edmond' },
  { value: 4, name: 'Midwest City' },
  { value: 5, name: 'Moore' },
  { value: 6, name: 'Mustang' },
  { value: 7, name: 'Norman' },
  { value: 8, name: 'NW Oklahoma City' },
  { value: 9, name: 'Oklahoma City' },
  { value: 10, name: 'South Oklahoma City' },
  { value: 11, name: 'Yukon' },
  { value: 12, name: 'Broken Arrow' },
  { value: 13, name: 'Catoosa' },
  { value: 14, name: 'Jenks' },
  { value: 15, name: 'Midtown Tulsa' },
  { value: 16, name: 'Owasso' },
  { value: 17, name: 'South Broken Arrow' },
  { value: 18, name: 'Shawnee' },
  { value: 19, name: 'Stillwater' },
  { value: 20, name: 'Church Online' },
  { value: 21, name: 'South Tulsa' },
] as const;
export const LIFE_CHURCH_CAMPUS_NAMES = LIFE_CHURCH_CAMPUSES.map((c) => c.name);

/** US state and territory codes, DC and PR included. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

/** Constant Contact list keys of event settings (docs/spec/back-office.md §3). */
export const CONSTANT_CONTACT_LIST_KEYS = [
  'captainList', 'runnerList', 'generalList', 'donorList', 'oklahomaCityList', 'tulsaList',
  'overOneHundredsList', 'overFiveHundredsList', 'overFifteenHundredsList', 'overTwentyFiveHundredsList',
  'overTenMembersList',
] as const;

/** Browser storage keys. */
export const SESSION_STORAGE_KEY = 'pwUser';
export const WALKTHROUGH_STORAGE_KEY = 'pwWalkthroughViewed';

/** Dates shown to people and the day of a daily snapshot (docs/decisions/0107-time-zone.md). */
export const DISPLAY_TIME_ZONE = 'America/Chicago';
