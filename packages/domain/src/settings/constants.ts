/**
 * Event settings defaults, minimums and lists (docs/spec/back-office.md §9).
 */

export const DEFAULT_SHIRT_PRICE_DOLLARS = 20;
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
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const SIZE_MAX_LENGTH = 20;
/** Entries of the lists in event settings (products, badges, captain tools and alerts, test emails). */
export const SETTINGS_LIST_MAX_ITEMS = 100;
export const PRODUCT_SIZES_MAX_ITEMS = 20;
/** Sizes that event shirt products use. */
export const PRODUCT_SHIRT_SIZES = ['child-sm', 'child-med', 'child-lg', 'xs', 'sm', 'med', 'lg', 'xl', '2xl', '3xl'] as const;
/** Size options in the admin product form. */
export const ADMIN_PRODUCT_SIZE_OPTIONS = ['XSmall', 'Small', 'Medium', 'Large', 'XLarge', '2XLarge', '3XLarge'] as const;
/** Constant Contact list keys of event settings (docs/spec/back-office.md §3). */
export const CONSTANT_CONTACT_LIST_KEYS = [
  'captainList', 'runnerList', 'generalList', 'donorList', 'oklahomaCityList', 'tulsaList',
  'overOneHundredsList', 'overFiveHundredsList', 'overFifteenHundredsList', 'overTwentyFiveHundredsList',
  'overTenMembersList',
] as const;
/** One of the Constant Contact lists an admin maps (a key of CONSTANT_CONTACT_LIST_KEYS). */
export type ConstantContactListKey = (typeof CONSTANT_CONTACT_LIST_KEYS)[number];
