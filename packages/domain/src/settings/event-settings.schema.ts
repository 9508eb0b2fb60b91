import { z } from 'zod';
import { LONG_TEXT_MAX_LENGTH, MAX_AMOUNT_DOLLARS, MAX_COUNT, SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../common/constants.ts';
import { NAME_MIN_LENGTH } from '../persons/constants.ts';
import {
  CONSTANT_CONTACT_LIST_KEYS, type ConstantContactListKey, DEFAULT_EVENT_FUNDRAISING_GOAL_DOLLARS, DEFAULT_RUNNER_PRICE_DOLLARS,
  DEFAULT_STAR_OF_THE_TEAM_LIMIT_DOLLARS, DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS, ELITE_FUNDRAISING_GOAL_STEP, EVENT_YEAR_LENGTH,
  MIN_BADGE_GOAL, MIN_ELITE_FUNDRAISING_GOAL_DOLLARS, MIN_EVENT_FUNDRAISING_GOAL_DOLLARS, MIN_PRODUCT_PRICE_DOLLARS,
  MIN_RUNNER_PRICE_DOLLARS, PRODUCT_NAME_MAX_LENGTH, PRODUCT_SIZES_MAX_ITEMS, SETTINGS_LIST_MAX_ITEMS, SIZE_MAX_LENGTH,
} from './constants.ts';
import { BADGE_TYPES, SLUG_MAX_LENGTH, TEAM_MESSAGE_MAX_LENGTH } from '../teams/constants.ts';
import { emailField } from '../common/fields.ts';
import { DEFAULT_BANK_FEE_CAP_DOLLARS, DEFAULT_BANK_FEE_PERCENT, DEFAULT_CARD_FEE_PERCENT, MAX_FEE_PERCENT } from '../checkout/payment-methods.ts';
import { DEFAULT_ORGANIZATION, organizationSchema } from './organization.ts';
import { DEFAULT_WALKER_BADGE_SWITCHES, walkerBadgeSwitchesSchema } from '../badges/walker-badges.ts';

/**
 * Event settings: one row. Two layers of rules:
 * - `eventSettingsSchema` is the stored shape (types, bounds, defaults). Reading the row parses it;
 *   the spec's defaults (fundraising goal 100, empty links) pass it.
 * - the input schemas (`eventSettingsPutSchema`, `eventSettingsPatchSchema` and one per config panel)
 *   add every rule of docs/spec/back-office.md §5 (goal at least 200, the required links, elite
 *   badge steps...), so the forms and the API refuse the same values with the same messages.
 * Money fields are dollars, as the spec's API shows them. Every text, list and amount is bounded.
 */

/** Field messages of the event configuration area (the spec gives the rules, not the texts). */
export const SETTINGS_FIELD_MESSAGES = {
  appTitle: 'Event name must be at least 2 characters.',
  appState: 'State must be at least 2 characters.',
  appYear: 'Year must have 4 digits.',
  fundraisingGoalRequired: 'Fundraising goal is required.',
  fundraisingGoalMin: `Fundraising goal must be at least ${MIN_EVENT_FUNDRAISING_GOAL_DOLLARS}.`,
  starLimitRequired: 'Star of the Team limit is required.',
  starLimitMin: 'Star of the Team limit must be at least 0.',
  termsRequired: 'Terms link is required.',
  runnerPriceRequired: 'Runner price is required.',
  runnerPriceMin: `Runner price must be at least ${MIN_RUNNER_PRICE_DOLLARS}.`,
  virtualRunnerPriceRequired: 'Virtual runner price is required.',
  virtualRunnerPriceMin: `Virtual runner price must be at least ${MIN_RUNNER_PRICE_DOLLARS}.`,
  cents: 'Amounts may have at most two decimals.',
  amountMax: `Amounts must be at most ${MAX_AMOUNT_DOLLARS}.`,
  productName: 'Product name is required.',
  productPriceRequired: 'Price is required.',
  productPriceMin: `Price must be at least ${MIN_PRODUCT_PRICE_DOLLARS}.`,
  donationBadgeTipsUrl: 'Fundraising tips URL is required.',
  participationBadgeTipsUrl: 'Participation tips URL is required.',
  submitEventUrl: 'Submit event URL is required.',
  captainLinkRequired: 'A captain tool needs a link.',
  captainLinkText: 'A captain link requires text.',
  eliteFundraisingGoal: `Elite fundraising goal must be at least ${MIN_ELITE_FUNDRAISING_GOAL_DOLLARS}, in steps of ${ELITE_FUNDRAISING_GOAL_STEP} (0: no elite badge).`,
  eliteParticipationGoal: 'Participation goal must be a whole number of at least 0.',
  badgeName: 'Badge name is required.',
  badgeType: `Badge type must be one of ${BADGE_TYPES.join(', ')}.`,
  badgeGoalRequired: 'Badge goal is required.',
  badgeGoalMin: `Badge goal must be at least ${MIN_BADGE_GOAL}.`,
  badgeGoalWhole: 'Badge goal must be a whole number.',
  badgeImage: 'Badge image is required.',
  feePercent: `A fee rate must be from 0 to ${MAX_FEE_PERCENT} percent, with at most two decimals.`,
  feeCap: 'The bank fee cap must be at least 0, with at most two decimals.',
  webAddress: 'Use a web address that starts with http:// or https:// (or a path on this site starting with /).',
} as const;

const M = SETTINGS_FIELD_MESSAGES;

// ---- Stored shape --------------------------------------------------------------------------

const url = z.string().trim().max(URL_MAX_LENGTH, `URLs must be at most ${URL_MAX_LENGTH} characters.`);
const image = url.default('');
const badgeToggle = z.object({ active: z.boolean().default(false), image }).default({ active: false, image: '' });
const shortText = (label: string) => z.string().trim().max(SHORT_TEXT_MAX_LENGTH, `${label} must be at most ${SHORT_TEXT_MAX_LENGTH} characters.`);
/** A dollar amount of a goal, price or limit: bounded so its cents stay exact. */
const dollars = (min: number, message?: string) => z.number().min(min, message).max(MAX_AMOUNT_DOLLARS, M.amountMax);
/** The home page's story (rich text): as long as a team message. */
const homeStory = z.string().trim().max(TEAM_MESSAGE_MAX_LENGTH, `The story must be at most ${TEAM_MESSAGE_MAX_LENGTH} characters.`);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(SETTINGS_LIST_MAX_ITEMS, `At most ${SETTINGS_LIST_MAX_ITEMS} entries.`);

export const productSchema = z.object({
  /** The products table's id: a product sent with its id keeps its row and slug. */
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1, M.productName).max(PRODUCT_NAME_MAX_LENGTH, `Product name must be at most ${PRODUCT_NAME_MAX_LENGTH} characters.`),
  slug: z.string().trim().max(SLUG_MAX_LENGTH).optional(),
  /** Dollars, two decimals at most. */
  price: z
    .number({ error: M.productPriceRequired })
    .min(MIN_PRODUCT_PRICE_DOLLARS, M.productPriceMin)
    .max(MAX_AMOUNT_DOLLARS, `Price must be at most ${MAX_AMOUNT_DOLLARS}.`)
    .multipleOf(0.01, M.cents),
  active: z.boolean().default(true),
  isGridded: z.boolean().default(false),
  sizes: z.array(z.string().trim().min(1).max(SIZE_MAX_LENGTH)).max(PRODUCT_SIZES_MAX_ITEMS).default([]),
  image: image,
});
export type Product = z.infer<typeof productSchema>;

export const eventBadgeSchema = z.object({
  name: z.string().trim().min(1, M.badgeName).max(PRODUCT_NAME_MAX_LENGTH),
  type: z.enum(BADGE_TYPES, { error: M.badgeType }),
  goal: z.number({ error: M.badgeGoalRequired }).min(MIN_BADGE_GOAL, M.badgeGoalMin).max(MAX_AMOUNT_DOLLARS),
  image: url.min(1, M.badgeImage),
});
export type EventBadge = z.infer<typeof eventBadgeSchema>;

const constantContactLists = z.object(
  Object.fromEntries(CONSTANT_CONTACT_LIST_KEYS.map((k) => [k, shortText('A list id').default('')])) as Record<ConstantContactListKey, z.ZodDefault<z.ZodString>>,
);
const EMPTY_CONSTANT_CONTACT_LISTS = Object.fromEntries(CONSTANT_CONTACT_LIST_KEYS.map((k) => [k, ''])) as Record<ConstantContactListKey, string>;

const captainTool = z.object({ link: url.min(1, M.captainLinkRequired), text: shortText('A captain link text').min(1, M.captainLinkText) });
const captainAlert = z.object({
  headline: shortText('A headline').default(''),
  text: z.string().trim().max(LONG_TEXT_MAX_LENGTH, `An alert must be at most ${LONG_TEXT_MAX_LENGTH} characters.`).default(''),
});

/** The stored settings object (the row's JSON plus the products table), with the spec's defaults. */
export const eventSettingsSchema = z.object({
  appTitle: z.string().trim().min(NAME_MIN_LENGTH, M.appTitle).max(SHORT_TEXT_MAX_LENGTH),
  appState: z.string().trim().min(NAME_MIN_LENGTH, M.appState).max(60),
  appYear: z.number({ error: M.appYear }).int(M.appYear).min(1000, M.appYear).max(9999, M.appYear),
  eventFundraisingGoal: dollars(0).default(DEFAULT_EVENT_FUNDRAISING_GOAL_DOLLARS),
  starOfTheTeamLimit: dollars(0).default(DEFAULT_STAR_OF_THE_TEAM_LIMIT_DOLLARS),
  termsAndConditionsUrl: url.default(''),
  publicEventSite: url.default(''),
  /** docs/decisions/0101-public-flow-closed.md: when false, /frontend/... redirects to /newyear. */
  publicRegistrationOpen: z.boolean().default(true),
  /**
   * docs/decisions/0121-public-home.md: the public home's story, HTML sanitized by the server when saved (sanitizing
   * adds rel and target to links, hence the room above the input's bound).
   */
  homeStory: z.string().max(2 * TEAM_MESSAGE_MAX_LENGTH).default(''),
  /** Whether donor walls show each gift's amount (off: names only). */
  showDonorAmounts: z.boolean().default(false),
  /** Personal fundraising pages (docs/features/personal-pages.md): off means no public page, no picker, teams as before. */
  personalPagesEnabled: z.boolean().default(true),
  /** The charity behind the event (docs/decisions/0012-receipts.md): its legal name and EIN go on every receipt. */
  organization: organizationSchema.default(DEFAULT_ORGANIZATION),
  /** The covered fee of cards and wallets, in percent (docs/features/payment-methods.md). */
  cardFeePercent: z.number().min(0).max(MAX_FEE_PERCENT).default(DEFAULT_CARD_FEE_PERCENT),
  /** The covered fee of bank transfers, in percent, and its cap in dollars (docs/features/payment-methods.md). */
  bankFeePercent: z.number().min(0).max(MAX_FEE_PERCENT).default(DEFAULT_BANK_FEE_PERCENT),
  bankFeeCapDollars: dollars(0).default(DEFAULT_BANK_FEE_CAP_DOLLARS),
  has5k: z.boolean().default(true),
  event5kSettings: z
    .object({
      runnerPrice: dollars(MIN_RUNNER_PRICE_DOLLARS, M.runnerPriceMin).default(DEFAULT_RUNNER_PRICE_DOLLARS),
      hasVirtual: z.boolean().default(true),
      virtualRunnerPrice: dollars(MIN_RUNNER_PRICE_DOLLARS, M.virtualRunnerPriceMin).default(DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS),
    })
    .default({ runnerPrice: DEFAULT_RUNNER_PRICE_DOLLARS, hasVirtual: true, virtualRunnerPrice: DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS }),
  hasEventShirt: z.boolean().default(true),
  eventShirtSettings: z.object({ eventShirtImage: image }).default({ eventShirtImage: '' }),
  products: list(productSchema).default([]),
  donationBadgeTipsUrl: url.default(''),
  participationBadgeTipsUrl: url.default(''),
  submitEventUrl: url.default(''),
  captainTools: list(captainTool).default([]),
  captainAlerts: list(captainAlert).default([]),
  facebookFundraiser: badgeToggle,
  employerMatch: badgeToggle,
  teamEvent: badgeToggle,
  eliteBadgeSettings: z
    .object({ image, fundraisingGoal: dollars(0).default(0), participationGoal: z.number().int().min(0).max(MAX_COUNT).default(0) })
    .default({ image: '', fundraisingGoal: 0, participationGoal: 0 }),
  eventBadges: list(eventBadgeSchema).default([]),
  /** Walkers log their miles on My Page (docs/features/miles-and-badges.md); off: hidden, and no entry is added or deleted. */
  distanceLoggingEnabled: z.boolean().default(true),
  /** Each walker badge on or off (docs/features/miles-and-badges.md). */
  walkerBadges: walkerBadgeSwitchesSchema.default(DEFAULT_WALKER_BADGE_SWITCHES),
  useConstantContact: z.boolean().default(false),
  constantContactLists: constantContactLists.default(EMPTY_CONSTANT_CONTACT_LISTS),
  testEmailNotifications: z.boolean().default(false),
  testEmails: list(emailField).default([]),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;
export type EventSettingsKey = keyof EventSettings;

/** The spec defaults for a given event year. */
export function defaultEventSettings(appYear: number): EventSettings {
  return eventSettingsSchema.parse({ appTitle: 'Autism Awareness Walk', appState: 'Oklahoma', appYear });
}

// ---- Input rules (docs/spec/back-office.md §5) ------------------------------------------------

/**
 * A link people follow from the app: a web address or a path on this site. Never `javascript:` or
 * `data:`, which would run in the page of whoever clicks it.
 */
const SAFE_LINK = /^(https?:\/\/[^\s]+|\/(?!\/)\S*)$/i;
const link = url.refine((value) => value === '' || SAFE_LINK.test(value), M.webAddress);
const requiredLink = (message: string) => url.min(1, message).refine((value) => value === '' || SAFE_LINK.test(value), M.webAddress);
const imageInput = link.default('');
/** Money a person pays: dollars with at most two decimals. */
const price = (required: string, min: string) => z.number({ error: required }).min(MIN_RUNNER_PRICE_DOLLARS, min).max(MAX_AMOUNT_DOLLARS, M.amountMax).multipleOf(0.01, M.cents);
/** A covered-fee rate in percent: 0 to MAX_FEE_PERCENT, two decimals at most (it is applied in basis points). */
const feePercent = z.number({ error: M.feePercent }).min(0, M.feePercent).max(MAX_FEE_PERCENT, M.feePercent).multipleOf(0.01, M.feePercent);
const badgeToggleInput = z.object({ active: z.boolean().default(false), image: imageInput });

const productInput = productSchema.extend({ image: imageInput });
/** A captain tool button: a link and its text ("a captain link requires text"). */
export const captainToolSchema = captainTool.extend({ link: requiredLink(M.captainLinkRequired) });
/** A captain alert: headline and text ("alert add has no check" beyond the lengths). */
export const captainAlertSchema = captainAlert;
const eventBadgeInput = eventBadgeSchema.extend({
  goal: z.number({ error: M.badgeGoalRequired }).int(M.badgeGoalWhole).min(MIN_BADGE_GOAL, M.badgeGoalMin).max(MAX_AMOUNT_DOLLARS, M.amountMax),
  image: requiredLink(M.badgeImage),
});

/**
 * One schema per top-level field, with the Validation rules of docs/spec/back-office.md. A field with a default may be left out
 * of a PUT (the spec's payload is accepted as written); the required ones may not.
 */
const inputShape = {
  appTitle: eventSettingsSchema.shape.appTitle,
  appState: eventSettingsSchema.shape.appState,
  appYear: z.number({ error: M.appYear }).int(M.appYear).min(10 ** (EVENT_YEAR_LENGTH - 1), M.appYear).max(10 ** EVENT_YEAR_LENGTH - 1, M.appYear),
  eventFundraisingGoal: z.number({ error: M.fundraisingGoalRequired }).min(MIN_EVENT_FUNDRAISING_GOAL_DOLLARS, M.fundraisingGoalMin).max(MAX_AMOUNT_DOLLARS, M.amountMax).multipleOf(0.01, M.cents),
  starOfTheTeamLimit: z.number({ error: M.starLimitRequired }).min(0, M.starLimitMin).max(MAX_AMOUNT_DOLLARS, M.amountMax).multipleOf(0.01, M.cents),
  termsAndConditionsUrl: requiredLink(M.termsRequired),
  publicEventSite: link.default(''),
  publicRegistrationOpen: z.boolean().default(true),
  homeStory: homeStory.default(''),
  showDonorAmounts: z.boolean().default(false),
  /** Personal fundraising pages (docs/features/personal-pages.md): off means no public page, no picker, teams as before. */
  personalPagesEnabled: z.boolean().default(true),
  organization: organizationSchema.default(DEFAULT_ORGANIZATION),
  cardFeePercent: feePercent.default(DEFAULT_CARD_FEE_PERCENT),
  bankFeePercent: feePercent.default(DEFAULT_BANK_FEE_PERCENT),
  bankFeeCapDollars: z.number({ error: M.feeCap }).min(0, M.feeCap).max(MAX_AMOUNT_DOLLARS, M.amountMax).multipleOf(0.01, M.feeCap).default(DEFAULT_BANK_FEE_CAP_DOLLARS),
  has5k: z.boolean().default(true),
  event5kSettings: z.object({
    runnerPrice: price(M.runnerPriceRequired, M.runnerPriceMin),
    hasVirtual: z.boolean().default(true),
    virtualRunnerPrice: price(M.virtualRunnerPriceRequired, M.virtualRunnerPriceMin),
  }),
  hasEventShirt: z.boolean().default(true),
  eventShirtSettings: z.object({ eventShirtImage: imageInput }).default({ eventShirtImage: '' }),
  products: list(productInput).default([]),
  donationBadgeTipsUrl: requiredLink(M.donationBadgeTipsUrl),
  participationBadgeTipsUrl: requiredLink(M.participationBadgeTipsUrl),
  submitEventUrl: requiredLink(M.submitEventUrl),
  captainTools: list(captainToolSchema).default([]),
  captainAlerts: list(captainAlert).default([]),
  facebookFundraiser: badgeToggleInput.default({ active: false, image: '' }),
  employerMatch: badgeToggleInput.default({ active: false, image: '' }),
  teamEvent: badgeToggleInput.default({ active: false, image: '' }),
  eliteBadgeSettings: z
    .object({
      image: imageInput,
      // 0 means the event has no elite fundraising goal (teamBadgeProgress shows no elite badge then).
      fundraisingGoal: z
        .number({ error: M.eliteFundraisingGoal })
        .max(MAX_AMOUNT_DOLLARS, M.amountMax)
        .refine((goal) => goal === 0 || (goal >= MIN_ELITE_FUNDRAISING_GOAL_DOLLARS && goal % ELITE_FUNDRAISING_GOAL_STEP === 0), M.eliteFundraisingGoal),
      participationGoal: z.number({ error: M.eliteParticipationGoal }).int(M.eliteParticipationGoal).min(0, M.eliteParticipationGoal).max(MAX_COUNT),
    })
    .default({ image: '', fundraisingGoal: 0, participationGoal: 0 }),
  eventBadges: list(eventBadgeInput).default([]),
  distanceLoggingEnabled: z.boolean().default(true),
  walkerBadges: walkerBadgeSwitchesSchema.strict().default(DEFAULT_WALKER_BADGE_SWITCHES),
  useConstantContact: z.boolean().default(false),
  constantContactLists: constantContactLists.default(EMPTY_CONSTANT_CONTACT_LISTS),
  testEmailNotifications: z.boolean().default(false),
  testEmails: list(emailField).default([]),
} satisfies Record<EventSettingsKey, z.ZodType>;

type InputShape = typeof inputShape;
/** The rule of each field without its default: a PATCH or a panel never fills a field it did not send. */
type RequiredShape = { [K in keyof InputShape]: InputShape[K] extends z.ZodDefault<infer T> ? T : InputShape[K] };
const requiredShape = Object.fromEntries(
  Object.entries(inputShape).map(([key, schema]) => [key, schema instanceof z.ZodDefault ? schema.unwrap() : schema]),
) as RequiredShape;

/** The whole settings object with every rule (what each panel's Save would accept, all at once). */
export const eventSettingsInputSchema = z.object(requiredShape);
export type EventSettingsInput = z.infer<typeof eventSettingsInputSchema>;

/**
 * PUT /v1/event-settings/ body: the whole object (the spec's call). Server-owned keys (id,
 * createdAt, updatedAt) are dropped, not refused; other unknown keys are refused.
 */
export const eventSettingsPutSchema = z.object(inputShape).strict().extend({
  id: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
});

/**
 * PATCH /v1/event-settings/ body: any subset of the top-level fields, each with its rules; a field
 * sent replaces the stored one whole (event5kSettings, constantContactLists... included), a field
 * left out keeps its stored value. Unknown keys are refused. `{}` changes nothing.
 */
export const eventSettingsPatchSchema = eventSettingsInputSchema.partial().strict();
export type EventSettingsPatch = z.infer<typeof eventSettingsPatchSchema>;

// ---- Config panels ---------------------------------------------------------------------------

/** The eight panels of /config (docs/spec/back-office.md §2, Event configuration area), by route name. */
export const EVENT_SETTINGS_PANELS = [
  'event-settings', 'run-settings', 'badges', 'product', 'captains-tools', 'captain-alerts', 'constant-contact', 'debug-settings',
] as const;
export type EventSettingsPanel = (typeof EVENT_SETTINGS_PANELS)[number];

/** The top-level fields each panel edits and saves; every field belongs to exactly one panel. */
export const EVENT_SETTINGS_PANEL_FIELDS = {
  'event-settings': [
    'appTitle', 'appState', 'appYear', 'eventFundraisingGoal', 'starOfTheTeamLimit', 'termsAndConditionsUrl', 'publicEventSite',
    'publicRegistrationOpen', 'homeStory', 'showDonorAmounts', 'personalPagesEnabled', 'organization',
  ],
  'run-settings': ['has5k', 'event5kSettings', 'cardFeePercent', 'bankFeePercent', 'bankFeeCapDollars'],
  badges: ['facebookFundraiser', 'employerMatch', 'teamEvent', 'eliteBadgeSettings', 'eventBadges', 'distanceLoggingEnabled', 'walkerBadges'],
  product: ['hasEventShirt', 'eventShirtSettings', 'products'],
  'captains-tools': ['donationBadgeTipsUrl', 'participationBadgeTipsUrl', 'submitEventUrl', 'captainTools'],
  'captain-alerts': ['captainAlerts'],
  'constant-contact': ['useConstantContact', 'constantContactLists'],
  'debug-settings': ['testEmailNotifications', 'testEmails'],
} as const satisfies Record<EventSettingsPanel, readonly EventSettingsKey[]>;

type PanelFields<P extends EventSettingsPanel> = (typeof EVENT_SETTINGS_PANEL_FIELDS)[P][number];

/** The rules of one panel's form: what its Save checks before calling the server. */
export function eventSettingsPanelSchema<P extends EventSettingsPanel>(panel: P): z.ZodObject<Pick<RequiredShape, PanelFields<P>>> {
  const mask = Object.fromEntries(EVENT_SETTINGS_PANEL_FIELDS[panel].map((key) => [key, true])) as Partial<Record<EventSettingsKey, true>>;
  // zod cannot check a mask built from a generic panel; the keys come from the panel's own list.
  return eventSettingsInputSchema.pick(mask) as unknown as z.ZodObject<Pick<RequiredShape, PanelFields<P>>>;
}
export type EventSettingsPanelValues<P extends EventSettingsPanel> = Pick<EventSettingsInput, PanelFields<P>>;

/** One panel's fields of a settings object: the body of that panel's PATCH. */
export function pickPanelFields<P extends EventSettingsPanel>(panel: P, settings: EventSettings): EventSettingsPanelValues<P> {
  return Object.fromEntries(EVENT_SETTINGS_PANEL_FIELDS[panel].map((key) => [key, settings[key]])) as EventSettingsPanelValues<P>;
}

/** The new-product form: "may be added only when name, price and image all exist". */
export const newProductSchema = productInput.extend({ image: requiredLink('Product image is required.') });
/** The Add New Badge form: name, type, goal and image. */
export const newEventBadgeSchema = eventBadgeInput;
