import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../persons/constants.ts';
import { eventCityField, idField, nameField } from '../common/fields.ts';
import { isPlainTextLine } from '../checkout/donor-message.ts';
import type { EventEntryKind } from '../event-day/event-day.schema.ts';

/**
 * Waivers (docs/decisions/0011-event-day-check-in.md): one text per event city and kind,
 * by version. A person brought to the event accepts the current version by typing their full name;
 * someone under 18 on the event date also needs a parent's or guardian's name.
 */
export const WAIVER_KINDS = ['walk', '5k'] as const;
export type WaiverKind = (typeof WAIVER_KINDS)[number];
export const WAIVER_KIND_LABELS: Record<WaiverKind, string> = { walk: 'Walk', '5k': '5k' };

/** Where an acceptance was given. */
export const WAIVER_SOURCES = ['checkout', 'link', 'check-in', 'walk-up'] as const;
export type WaiverSource = (typeof WAIVER_SOURCES)[number];

/** A person's waiver on a check-in card: signed the current version, still to sign, or none published for them. */
export const WAIVER_STATUSES = ['signed', 'missing', 'not-required'] as const;
export type WaiverStatus = (typeof WAIVER_STATUSES)[number];

/** In-person and virtual runners accept the same 5k waiver. */
export function waiverKindOf(entryKind: EventEntryKind): WaiverKind {
  return entryKind === 'walk' ? 'walk' : '5k';
}

/** The age of adulthood for signing one's own waiver. */
export const WAIVER_ADULT_AGE = 18;
/** Rich text of a waiver, as sanitized HTML. */
export const WAIVER_BODY_MAX_LENGTH = 20_000;
/** A single-use signing link is valid this long (like the sign-in link, docs/decisions/0009-personal-pages.md). */
export const WAIVER_LINK_DAYS = 7;

export const WAIVER_MESSAGES = {
  required: (name: string) => `Please accept the waiver for ${name}.`,
  signedNameRequired: 'Type the full name to sign.',
  signedNamePlainText: 'The signature must be a name on one line.',
  guardianRequired: 'Someone under 18 needs a parent or guardian to sign too.',
  guardianPlainText: "The guardian's name must be a name on one line.",
  outdated: 'The waiver was updated. Please read it again and sign.',
  bodyRequired: 'The waiver text is required.',
  bodyLength: `The waiver text must be at most ${WAIVER_BODY_MAX_LENGTH} characters.`,
  notFound: 'There is no waiver to sign here.',
  linkInvalid: 'This link is no longer valid. Ask the team captain or the charity for a new one.',
  signed: 'Thank you: your waiver is signed.',
} as const;

const signatureField = (plainTextMessage: string) =>
  nameField('Signature', NAME_MAX_LENGTH * 2).refine(isPlainTextLine, plainTextMessage);

/**
 * One acceptance as a client sends it: the waiver version shown (`waiverId`), the typed full name,
 * whether the person is under 18 on the event date, and then a guardian's name. The server checks
 * the version is still the current one for the person's city and kind, and re-checks `minor`
 * against a known birth date (a runner's).
 */
export const waiverAcceptanceInputSchema = z
  .strictObject({
    waiverId: idField,
    signedName: z.preprocess((v) => v ?? '', signatureField(WAIVER_MESSAGES.signedNamePlainText)).pipe(z.string()),
    minor: z.boolean().default(false),
    guardianName: signatureField(WAIVER_MESSAGES.guardianPlainText).optional().nullable(),
  })
  .refine((v) => !v.minor || !!v.guardianName, { path: ['guardianName'], message: WAIVER_MESSAGES.guardianRequired });
export type WaiverAcceptanceInput = z.infer<typeof waiverAcceptanceInputSchema>;

/**
 * Whether someone born on `birthDate` (YYYY-MM-DD) is under 18 on `eventDate` (YYYY-MM-DD): their
 * 18th birthday falls after the event day. A 29 February birthday counts from 1 March in other years.
 */
export function isMinorOnEventDate(birthDate: string, eventDate: string): boolean {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const adult = new Date(Date.UTC(by + WAIVER_ADULT_AGE, bm - 1, bd));
  return adult.getTime() > Date.parse(`${eventDate}T00:00:00Z`);
}

/**
 * Under 18 on the event day by a birth date the registration asked: true or false, or null when
 * the birth date or the city's event date is not known (then the signer is asked).
 */
export function minorOnEventDay(birthDate: string | null | undefined, eventDate: string | null | undefined): boolean | null {
  const isDate = (v: string | null | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
  if (!isDate(birthDate) || !isDate(eventDate)) return null;
  return isMinorOnEventDate(birthDate, eventDate);
}

/**
 * The one rule for a signature of someone whose age may be known (the server's check-in and
 * emailed link, the check-in phone before it shows "signed", offline too): a person known to be
 * under 18 on the event day signs as a minor, with a parent's or guardian's name. The message to
 * show on the guardian's field, or null when the acceptance may be recorded. The acceptance
 * schema already refuses a minor said so without a guardian.
 */
export function guardianProblem(acceptance: Pick<WaiverAcceptanceInput, 'minor' | 'guardianName'>, knownMinor: boolean | null | undefined): string | null {
  if (knownMinor !== true) return null;
  return acceptance.minor && acceptance.guardianName?.trim() ? null : WAIVER_MESSAGES.guardianRequired;
}

/** A published waiver as the public and the admin read it. */
export const waiverSchema = z.object({
  id: z.number(),
  eventCity: z.string(),
  kind: z.enum(WAIVER_KINDS),
  version: z.number(),
  body: z.string(),
  createdAt: z.string(),
});
export type Waiver = z.infer<typeof waiverSchema>;

/** GET /v1/waivers/current?city=: the current waiver of each kind for one event city (public, no auth). */
export const currentWaiversQuerySchema = z.strictObject({ city: eventCityField });
export const publicWaiverSchema = waiverSchema.pick({ id: true, eventCity: true, kind: true, version: true, body: true }).extend({
  /** The city's event day (YYYY-MM-DD) when set: the forms tell a runner under 18 from their birth date with it. */
  eventDate: z.string().nullable().optional(),
});
export type PublicWaiver = z.infer<typeof publicWaiverSchema>;
export const publicWaiverListSchema = z.array(publicWaiverSchema);
