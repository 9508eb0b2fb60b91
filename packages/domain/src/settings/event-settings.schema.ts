import { z } from 'zod';
import {
  BADGE_TYPES, CONSTANT_CONTACT_LIST_KEYS, DEFAULT_EVENT_FUNDRAISING_GOAL_DOLLARS, DEFAULT_RUNNER_PRICE_DOLLARS,
  DEFAULT_STAR_OF_THE_TEAM_LIMIT_DOLLARS, DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS, LONG_TEXT_MAX_LENGTH, MAX_AMOUNT_DOLLARS,
  MAX_COUNT, MIN_BADGE_GOAL, MIN_PRODUCT_PRICE_DOLLARS, MIN_RUNNER_PRICE_DOLLARS, NAME_MIN_LENGTH, PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SIZES_MAX_ITEMS, SETTINGS_LIST_MAX_ITEMS, SHORT_TEXT_MAX_LENGTH, SIZE_MAX_LENGTH, SLUG_MAX_LENGTH, URL_MAX_LENGTH,
} from '../constants.ts';
import { emailField } from '../common/fields.ts';

const url = z.string().trim().max(URL_MAX_LENGTH, `URLs must be at most ${URL_MAX_LENGTH} characters.`);
const image = url.default('');
const badgeToggle = z.object({ active: z.boolean().default(false), image }).default({ active: false, image: '' });
const shortText = (label: string) => z.string().trim().max(SHORT_TEXT_MAX_LENGTH, `${label} must be at most ${SHORT_TEXT_MAX_LENGTH} characters.`);
/** A dollar amount of a goal, price or limit: bounded so its cents stay exact. */
const dollars = (min: number, message?: string) =>
  z.number().min(min, message).max(MAX_AMOUNT_DOLLARS, `Amounts must be at most ${MAX_AMOUNT_DOLLARS}.`);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(SETTINGS_LIST_MAX_ITEMS, `At most ${SETTINGS_LIST_MAX_ITEMS} entries.`);

export const productSchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1, 'Product name is required.').max(PRODUCT_NAME_MAX_LENGTH, `Product name must be at most ${PRODUCT_NAME_MAX_LENGTH} characters.`),
  slug: z.string().trim().max(SLUG_MAX_LENGTH).optional(),
  /** Dollars, two decimals at most. */
  price: z
    .number({ error: 'Price is required.' })
    .min(MIN_PRODUCT_PRICE_DOLLARS, `Price must be at least ${MIN_PRODUCT_PRICE_DOLLARS}.`)
    .max(MAX_AMOUNT_DOLLARS, `Price must be at most ${MAX_AMOUNT_DOLLARS}.`)
    .multipleOf(0.01),
  active: z.boolean().default(true),
  isGridded: z.boolean().default(false),
  sizes: z.array(z.string().trim().min(1).max(SIZE_MAX_LENGTH)).max(PRODUCT_SIZES_MAX_ITEMS).default([]),
  image: image,
});
export type Product = z.infer<typeof productSchema>;

export const eventBadgeSchema = z.object({
  name: z.string().trim().min(1, 'Badge name is required.').max(PRODUCT_NAME_MAX_LENGTH),
  type: z.enum(BADGE_TYPES),
  goal: z.number().min(MIN_BADGE_GOAL, `Badge goal must be at least ${MIN_BADGE_GOAL}.`).max(MAX_AMOUNT_DOLLARS),
  image: url.min(1, 'Badge image is required.'),
});

const constantContactLists = z.object(
  Object.fromEntries(CONSTANT_CONTACT_LIST_KEYS.map((k) => [k, shortText('A list id').default('')])) as Record<
    (typeof CONSTANT_CONTACT_LIST_KEYS)[number],
    z.ZodDefault<z.ZodString>
  >,
);

/**
 * Event settings: one row. PUT sends the whole object; id, createdAt and updatedAt are ignored.
 * Money fields are dollars, as the spec's API shows them. Every text, list and amount is bounded.
 */
export const eventSettingsSchema = z.object({
  appTitle: z.string().trim().min(NAME_MIN_LENGTH, 'Event name must be at least 2 characters.').max(SHORT_TEXT_MAX_LENGTH),
  appState: z.string().trim().min(NAME_MIN_LENGTH, 'State must be at least 2 characters.').max(60),
  appYear: z.number().int().min(1000, 'Year must have 4 digits.').max(9999, 'Year must have 4 digits.'),
  eventFundraisingGoal: dollars(0).default(DEFAULT_EVENT_FUNDRAISING_GOAL_DOLLARS),
  starOfTheTeamLimit: dollars(0).default(DEFAULT_STAR_OF_THE_TEAM_LIMIT_DOLLARS),
  termsAndConditionsUrl: url.default(''),
  publicEventSite: url.default(''),
  /** DECISIONS.md 1: when false, /frontend/... redirects to /newyear. */
  publicRegistrationOpen: z.boolean().default(true),
  has5k: z.boolean().default(true),
  event5kSettings: z
    .object({
      runnerPrice: dollars(MIN_RUNNER_PRICE_DOLLARS, `Runner price must be at least ${MIN_RUNNER_PRICE_DOLLARS}.`).default(DEFAULT_RUNNER_PRICE_DOLLARS),
      hasVirtual: z.boolean().default(true),
      virtualRunnerPrice: dollars(MIN_RUNNER_PRICE_DOLLARS, `Virtual runner price must be at least ${MIN_RUNNER_PRICE_DOLLARS}.`).default(
        DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS,
      ),
    })
    .default({ runnerPrice: DEFAULT_RUNNER_PRICE_DOLLARS, hasVirtual: true, virtualRunnerPrice: DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS }),
  hasEventShirt: z.boolean().default(true),
  eventShirtSettings: z.object({ eventShirtImage: image }).default({ eventShirtImage: '' }),
  products: list(productSchema).default([]),
  donationBadgeTipsUrl: url.default(''),
  participationBadgeTipsUrl: url.default(''),
  submitEventUrl: url.default(''),
  captainTools: list(z.object({ link: url.min(1), text: shortText('A captain link text').min(1, 'A captain link requires text.') })).default([]),
  captainAlerts: list(
    z.object({
      headline: shortText('A headline').default(''),
      text: z.string().trim().max(LONG_TEXT_MAX_LENGTH, `An alert must be at most ${LONG_TEXT_MAX_LENGTH} characters.`).default(''),
    }),
  ).default([]),
  facebookFundraiser: badgeToggle,
  employerMatch: badgeToggle,
  teamEvent: badgeToggle,
  eliteBadgeSettings: z
    .object({ image, fundraisingGoal: dollars(0).default(0), participationGoal: z.number().int().min(0).max(MAX_COUNT).default(0) })
    .default({ image: '', fundraisingGoal: 0, participationGoal: 0 }),
  eventBadges: list(eventBadgeSchema).default([]),
  useConstantContact: z.boolean().default(false),
  constantContactLists: constantContactLists.default(
    Object.fromEntries(CONSTANT_CONTACT_LIST_KEYS.map((k) => [k, ''])) as Record<(typeof CONSTANT_CONTACT_LIST_KEYS)[number], string>,
  ),
  testEmailNotifications: z.boolean().default(false),
  testEmails: list(emailField).default([]),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/** PUT body: the whole object; server-owned keys are dropped, not refused. */
export const eventSettingsPutSchema = eventSettingsSchema.strict().extend({
  id: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
});

/** The spec defaults for a given event year. */
export function defaultEventSettings(appYear: number): EventSettings {
  return eventSettingsSchema.parse({ appTitle: 'Autism Awareness Walk', appState: 'Oklahoma', appYear });
}
