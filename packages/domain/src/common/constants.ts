/**
 * Limits and values every feature shares: field lengths (docs/spec/back-office.md §5), ids, amounts and pages,
 * the event cities, US states, the time zone and the UI's timings.
 */

// Field limits (docs/spec/back-office.md §5).
export const PHONE_MASK = '(###) ###-####';
export const PHONE_LENGTH = 14;
export const ZIP_LENGTH = 5;
export const STATE_LENGTH = 2;
export const DEFAULT_STATE = 'OK';
/**
 * Longest stored strings, per kind of field: every text the API stores is bounded (the database
 * columns are unbounded text). Emails follow RFC 5321's 254.
 */
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
export const URL_MAX_LENGTH = 2000;
/** Titles, headlines, link texts, list ids, search terms. */
export const SHORT_TEXT_MAX_LENGTH = 200;
/** Captain alert texts. */
export const LONG_TEXT_MAX_LENGTH = 4000;
/** Largest money amount a goal, price or limit may state, in dollars (keeps cents far inside 64 bits). */
export const MAX_AMOUNT_DOLLARS = 100_000_000;
/** Largest count a goal may state (members, participants). */
export const MAX_COUNT = 1_000_000;
/** Largest database id: ids are PostgreSQL integer (32-bit signed) columns. */
export const MAX_ID = 2_147_483_647;
/** Largest page number a list accepts. */
export const MAX_PAGE = 1_000_000;

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
export const EVENT_CITIES = ['Oklahoma City', 'Tulsa'] as const;
export type EventCity = (typeof EVENT_CITIES)[number];
/** Default city list with the values the old system used. */
export const EVENT_CITY_OPTIONS = [
  { value: 1, name: 'Oklahoma City' },
  { value: 2, name: 'Tulsa' },
] as const;
/** The Tulsa event has no virtual 5k option. */
export const CITY_WITHOUT_VIRTUAL_RUN: EventCity = 'Tulsa';
/** US state and territory codes, DC and PR included. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
/** Dates shown to people and the day of a daily snapshot (docs/decisions/0107-time-zone.md). */
export const DISPLAY_TIME_ZONE = 'America/Chicago';

// UI timing.
// docs/spec/public-flows.md: notifications show 4 s; a toast appears 500 ms after the store changes and lasts 3 s.
export const TOAST_DURATION_MS = 3000;
export const TOAST_DELAY_MS = 500;
export const NOTIFICATION_DURATION_MS = 4000;
