import { z } from 'zod';
import {
  BADGE_TYPES, CONSTANT_CONTACT_LIST_KEYS, DEFAULT_EVENT_FUNDRAISING_GOAL_DOLLARS, DEFAULT_RUNNER_PRICE_DOLLARS,
  DEFAULT_STAR_OF_THE_TEAM_LIMIT_DOLLARS, DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS, MIN_BADGE_GOAL,
  MIN_PRODUCT_PRICE_DOLLARS, MIN_RUNNER_PRICE_DOLLARS, NAME_MIN_LENGTH,
} from '../constants.ts';

const url = z.string().trim().max(2000);
const image = url.default('');
const badgeToggle = z.object({ active: z.boolean().default(false), image }).default({ active: false, image: '' });

export const productSchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1, 'Product name is required.').max(120),
  slug: z.string().trim().max(140).optional(),
  /** Dollars, two decimals at most. */
  price: z.number({ error: 'Price is required.' }).min(MIN_PRODUCT_PRICE_DOLLARS, `Price must be at least ${MIN_PRODUCT_PRICE_DOLLARS}.`).multipleOf(0.01),
  active: z.boolean().default(true),
  isGridded: z.boolean().default(false),
  sizes: z.array(z.string().trim().min(1).max(20)).max(20).default([]),
  image: image,
});
export type Product = z.infer<typeof productSchema>;

export const eventBadgeSchema = z.object({
  name: z.string().trim().min(1, 'Badge name is required.').max(120),
  type: z.enum(BADGE_TYPES),
  goal: z.number().min(MIN_BADGE_GOAL, `Badge goal must be at least ${MIN_BADGE_GOAL}.`),
  image: url.min(1, 'Badge image is required.'),
});

const constantContactLists = z.object(
  Object.fromEntries(CONSTANT_CONTACT_LIST_KEYS.map((k) => [k, z.string().trim().max(200).default('')])) as Record<
    (typeof CONSTANT_CONTACT_LIST_KEYS)[number],
    z.ZodDefault<z.ZodString>
  >,
);

/**
 * Event settings: one row. PUT sends the whole object; id, createdAt and updatedAt are ignored.
 * Money fields are dollars, as the spec's API shows them.
 */
export const eventSettingsSchema = z.object({
  appTitle: z.string().trim().min(NAME_MIN_LENGTH, 'Event name must be at least 2 characters.').max(200),
  appState: z.string().trim().min(NAME_MIN_LENGTH, 'State must be at least 2 characters.').max(60),
  appYear: z.number().int().min(1000, 'Year must have 4 digits.').max(9999, 'Year must have 4 digits.'),
  eventFundraisingGoal: z.number().min(0).default(DEFAULT_EVENT_FUNDRAISING_GOAL_DOLLARS),
  starOfTheTeamLimit: z.number().min(0).default(DEFAULT_STAR_OF_THE_TEAM_LIMIT_DOLLARS),
  termsAndConditionsUrl: url.default(''),
  publicEventSite: url.default(''),
  /** DECISIONS.md 1: when false, /frontend/... redirects to /newyear. */
  publicRegistrationOpen: z.boolean().default(true),
  has5k: z.boolean().default(true),
  event5kSettings: z
    .object({
      runnerPrice: z.number().min(MIN_RUNNER_PRICE_DOLLARS, `Runner price must be at least ${MIN_RUNNER_PRICE_DOLLARS}.`).default(DEFAULT_RUNNER_PRICE_DOLLARS),
      hasVirtual: z.boolean().default(true),
      virtualRunnerPrice: z.number().min(MIN_RUNNER_PRICE_DOLLARS, `Virtual runner price must be at least ${MIN_RUNNER_PRICE_DOLLARS}.`).default(DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS),
    })
    .default({ runnerPrice: DEFAULT_RUNNER_PRICE_DOLLARS, hasVirtual: true, virtualRunnerPrice: DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS }),
  hasEventShirt: z.boolean().default(true),
  eventShirtSettings: z.object({ eventShirtImage: image }).default({ eventShirtImage: '' }),
  products: z.array(productSchema).default([]),
  donationBadgeTipsUrl: url.default(''),
  participationBadgeTipsUrl: url.default(''),
  submitEventUrl: url.default(''),
  captainTools: z.array(z.object({ link: url.min(1), text: z.string().trim().min(1, 'A captain link requires text.').max(200) })).default([]),
  captainAlerts: z.array(z.object({ headline: z.string().trim().max(200).default(''), text: z.string().trim().max(4000).default('') })).default([]),
  facebookFundraiser: badgeToggle,
  employerMatch: badgeToggle,
  teamEvent: badgeToggle,
  eliteBadgeSettings: z
    .object({ image, fundraisingGoal: z.number().min(0).default(0), participationGoal: z.number().int().min(0).default(0) })
    .default({ image: '', fundraisingGoal: 0, participationGoal: 0 }),
  eventBadges: z.array(eventBadgeSchema).default([]),
  useConstantContact: z.boolean().default(false),
  constantContactLists: constantContactLists.default(
    Object.fromEntries(CONSTANT_CONTACT_LIST_KEYS.map((k) => [k, ''])) as Record<(typeof CONSTANT_CONTACT_LIST_KEYS)[number], string>,
  ),
  testEmailNotifications: z.boolean().default(false),
  testEmails: z.array(z.email('Must be a valid email address.')).default([]),
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
