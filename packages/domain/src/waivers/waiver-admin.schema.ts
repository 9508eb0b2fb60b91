import { z } from 'zod';
import { eventCityField } from '../common/fields.ts';
import { CHECK_IN_MESSAGES } from '../check-in/check-in.schema.ts';
import { WAIVER_BODY_MAX_LENGTH, WAIVER_KINDS, WAIVER_MESSAGES, WAIVER_STATUSES, waiverAcceptanceInputSchema, waiverSchema } from './waiver.schema.ts';

/**
 * The admin's waiver texts, the emailed signing link and signing at check-in (
 * docs/decisions/0011-event-day-check-in.md). The core (kinds, statuses, the acceptance) is in
 * waiver.schema.ts.
 */

export const WAIVER_ADMIN_MESSAGES = {
  published: (version: number) => `Version ${version} is published. People who signed before keep the version they signed.`,
  publishFailed: 'The waiver could not be published. Please try again.',
  kind: "Kind must be 'walk' or '5k'.",
  linkQueued: 'The waiver link is on its way.',
  linkFailed: 'The waiver link could not be sent.',
  alreadySigned: 'This person has signed the waiver already.',
  notRequired: "No waiver is published for this person's city and event.",
  noEmail: 'This person has no email address.',
  wrongWaiver: "This waiver is not the one for this person's city and event.",
  token: 'The link is not valid.',
} as const;

/** The link's token as the email carries it: 32 random bytes in base64url (43 characters). */
export const WAIVER_LINK_TOKEN_MAX_LENGTH = 64;

/** The rich text an admin publishes: sanitized on the server, which refuses one without any text. */
export const waiverBodyField = z
  .string({ error: WAIVER_MESSAGES.bodyRequired })
  .trim()
  .min(1, WAIVER_MESSAGES.bodyRequired)
  .max(WAIVER_BODY_MAX_LENGTH, WAIVER_MESSAGES.bodyLength);

/** POST /v1/waivers (admin): a new version of a city's waiver for the walk or the 5k. */
export const waiverPublishInputSchema = z.strictObject({
  eventCity: eventCityField,
  kind: z.enum(WAIVER_KINDS, { error: WAIVER_ADMIN_MESSAGES.kind }),
  body: waiverBodyField,
});
export type WaiverPublishInput = z.infer<typeof waiverPublishInputSchema>;

/** One version as the admin reads it: who published it and how many people signed it. */
export const adminWaiverSchema = waiverSchema.extend({
  createdBy: z.string().nullable(),
  acceptances: z.number(),
});
export type AdminWaiver = z.infer<typeof adminWaiverSchema>;

/** GET /v1/waivers (admin): every version, by city and kind, newest first. */
export const adminWaiverListSchema = z.array(adminWaiverSchema);

/**
 * Whether a text of rich text (HTML) has anything to read: tags and entities of white space alone
 * ("<p></p>", "<p>&nbsp;</p>") are empty.
 */
export function richTextHasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
      .trim().length > 0
  );
}

const linkTokenField = z
  .string({ error: WAIVER_ADMIN_MESSAGES.token })
  .min(1, WAIVER_ADMIN_MESSAGES.token)
  .max(WAIVER_LINK_TOKEN_MAX_LENGTH, WAIVER_ADMIN_MESSAGES.token);

/** POST /v1/waiver-links/lookup: the token of an emailed link (from the page's URL fragment). */
export const waiverLinkLookupInputSchema = z.strictObject({ token: linkTokenField });
export type WaiverLinkLookupInput = z.infer<typeof waiverLinkLookupInputSchema>;

/**
 * What the public signing page shows: the first name, never the email or address. `minorKnown`
 * is true when the person's birth date says they are under 18 on the event date (a guardian signs too).
 */
export const waiverLinkLookupSchema = z.object({
  firstName: z.string(),
  eventCity: z.string(),
  kind: z.enum(WAIVER_KINDS),
  waiver: z.object({ id: z.number(), version: z.number(), body: z.string() }),
  minorKnown: z.boolean(),
});
export type WaiverLinkLookup = z.infer<typeof waiverLinkLookupSchema>;

/** POST /v1/waiver-links/sign: the link's token and the acceptance (the version shown, the typed name). */
export const waiverLinkSignInputSchema = z.strictObject({ token: linkTokenField, acceptance: waiverAcceptanceInputSchema });
export type WaiverLinkSignInput = z.infer<typeof waiverLinkSignInputSchema>;
export const waiverLinkSignResultSchema = z.object({ message: z.string() });
export type WaiverLinkSignResult = z.infer<typeof waiverLinkSignResultSchema>;

/** GET /v1/event-entries/person/{id}/waiver (admin): the person's waiver status this year (null without an entry). */
export const personWaiverStatusSchema = z.object({ status: z.enum(WAIVER_STATUSES).nullable() });
export type PersonWaiverStatus = z.infer<typeof personWaiverStatusSchema>;

/** POST /v1/event-entries/person/{id}/send-waiver-link (admin). */
export const waiverLinkSentSchema = z.object({ message: z.string() });

/**
 * POST /v1/check-in/entries/{entryId}/waiver: signed on the volunteer's screen. `clientId` is the
 * phone's id of this signature (the same again is the same signature); `at` when the phone took it.
 */
export const checkInWaiverInputSchema = z.strictObject({
  clientId: z.uuid(CHECK_IN_MESSAGES.clientId),
  acceptance: waiverAcceptanceInputSchema,
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO date and time.' }).optional(),
});
export type CheckInWaiverInput = z.infer<typeof checkInWaiverInputSchema>;

/** `alreadySigned` when the person had signed before this signature (the first one stays). */
export const checkInWaiverResultSchema = z.object({
  entryId: z.number(),
  waiver: z.enum(WAIVER_STATUSES),
  alreadySigned: z.boolean(),
});
export type CheckInWaiverResult = z.infer<typeof checkInWaiverResultSchema>;

/** The notifications of the admin's waiver screens: [title, message]. */
export const WAIVER_TOASTS = {
  published: ['Success', 'The new waiver version is published. People who signed before keep the version they signed.'],
  publishFailed: ['Error', 'There was a problem publishing the waiver.'],
  linkSent: ['Success', WAIVER_ADMIN_MESSAGES.linkQueued],
  linkFailed: ['Error', WAIVER_ADMIN_MESSAGES.linkFailed],
} as const satisfies Record<string, readonly [string, string]>;
