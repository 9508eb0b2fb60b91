import { z } from 'zod';
import { CONSTANT_CONTACT_LIST_KEYS, type ConstantContactListKey } from './constants.ts';
import { BADGE_TYPES } from '../teams/constants.ts';
import { organizationViewSchema } from './organization.ts';
import { walkerBadgeSwitchesViewSchema } from '../badges/walker-badges.ts';
import type { EventSettings } from './event-settings.schema.ts';

/**
 * What the API answers about the event settings (event-settings.schema.ts has the stored shape
 * and the input rules): the admin's whole view, the public one without the admin-only fields.
 */

/** Fields only an admin reads: the public GET leaves them out (test emails, Constant Contact lists). */
export const ADMIN_ONLY_SETTINGS_KEYS = ['useConstantContact', 'constantContactLists', 'testEmailNotifications', 'testEmails'] as const;
export type AdminOnlySettingsKey = (typeof ADMIN_ONLY_SETTINGS_KEYS)[number];

export type SettingsRowMeta = { id: number; createdAt: string; updatedAt: string };

/*
 * The answer's schema is written apart from eventSettingsSchema: that one checks input (its
 * email fields normalize, i.e. transform, which an answer cannot be encoded through), this one
 * states the shape. The two assignments below keep them the same type.
 */
const imageView = z.string();
const badgeToggleView = z.object({ active: z.boolean(), image: imageView });
/** GET (admin), PUT and PATCH /v1/event-settings/: the stored settings, the products table, the row's metadata. */
export const eventSettingsViewSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  appTitle: z.string(),
  appState: z.string(),
  appYear: z.number(),
  eventFundraisingGoal: z.number(),
  starOfTheTeamLimit: z.number(),
  termsAndConditionsUrl: z.string(),
  publicEventSite: z.string(),
  publicRegistrationOpen: z.boolean(),
  homeStory: z.string(),
  showDonorAmounts: z.boolean(),
  personalPagesEnabled: z.boolean(),
  organization: organizationViewSchema,
  cardFeePercent: z.number(),
  bankFeePercent: z.number(),
  bankFeeCapDollars: z.number(),
  has5k: z.boolean(),
  event5kSettings: z.object({ runnerPrice: z.number(), hasVirtual: z.boolean(), virtualRunnerPrice: z.number() }),
  hasEventShirt: z.boolean(),
  eventShirtSettings: z.object({ eventShirtImage: imageView }),
  products: z.array(
    z.object({
      id: z.number().optional(),
      name: z.string(),
      slug: z.string().optional(),
      price: z.number(),
      active: z.boolean(),
      isGridded: z.boolean(),
      sizes: z.array(z.string()),
      image: imageView,
    }),
  ),
  donationBadgeTipsUrl: z.string(),
  participationBadgeTipsUrl: z.string(),
  submitEventUrl: z.string(),
  captainTools: z.array(z.object({ link: z.string(), text: z.string() })),
  captainAlerts: z.array(z.object({ headline: z.string(), text: z.string() })),
  facebookFundraiser: badgeToggleView,
  employerMatch: badgeToggleView,
  teamEvent: badgeToggleView,
  eliteBadgeSettings: z.object({ image: imageView, fundraisingGoal: z.number(), participationGoal: z.number() }),
  eventBadges: z.array(z.object({ name: z.string(), type: z.enum(BADGE_TYPES), goal: z.number(), image: imageView })),
  distanceLoggingEnabled: z.boolean(),
  walkerBadges: walkerBadgeSwitchesViewSchema,
  useConstantContact: z.boolean(),
  constantContactLists: z.object(
    Object.fromEntries(CONSTANT_CONTACT_LIST_KEYS.map((k) => [k, z.string()])) as Record<ConstantContactListKey, z.ZodString>,
  ),
  testEmailNotifications: z.boolean(),
  testEmails: z.array(z.string()),
});
export type EventSettingsView = EventSettings & SettingsRowMeta;
/** What public screens and captains need. */
export type PublicEventSettings = Omit<EventSettings, AdminOnlySettingsKey>;
/** GET /v1/event-settings/ for anonymous callers and captains. */
export const publicEventSettingsViewSchema = eventSettingsViewSchema.omit({
  useConstantContact: true,
  constantContactLists: true,
  testEmailNotifications: true,
  testEmails: true,
} satisfies Record<AdminOnlySettingsKey, true>);
export type PublicEventSettingsView = PublicEventSettings & SettingsRowMeta;
// The view schema and the stored settings are one type, both ways (a field added to one fails here).
const _viewMatchesSettings = [
  (v: EventSettingsView): z.infer<typeof eventSettingsViewSchema> => v,
  (v: z.infer<typeof eventSettingsViewSchema>): EventSettingsView => v,
] as const;
export const eventSettingsReadResponseSchema = z.union([eventSettingsViewSchema, publicEventSettingsViewSchema]);

/** The settings without the admin-only fields. */
export function toPublicEventSettings<T extends EventSettings>(settings: T): Omit<T, AdminOnlySettingsKey> {
  const copy: Record<string, unknown> = { ...settings };
  for (const key of ADMIN_ONLY_SETTINGS_KEYS) delete copy[key];
  return copy as Omit<T, AdminOnlySettingsKey>;
}
