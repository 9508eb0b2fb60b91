import { z } from 'zod';
import { EVENT_CITIES } from '../common/constants.ts';

/**
 * Event day (docs/decisions/0011-event-day-check-in.md): one entry per person and event
 * year, the city's day (date, start time, place), and the check-in token carried by the QR code.
 */
export const EVENT_ENTRY_KINDS = ['walk', '5k', '5k-virtual'] as const;
export type EventEntryKind = (typeof EVENT_ENTRY_KINDS)[number];

/** How a kind reads in an email and on a card. */
export const EVENT_ENTRY_KIND_LABELS: Record<EventEntryKind, string> = {
  walk: 'Walk',
  '5k': '5k (in person)',
  '5k-virtual': '5k (virtual)',
};

/** The kind of a 5k runner's entry from the run type of their registration. */
export function runnerEntryKind(runType: string): EventEntryKind {
  return runType === 'virtual' ? '5k-virtual' : '5k';
}

/** 16 random bytes in base64url without padding: 22 characters. */
export const CHECK_IN_TOKEN_LENGTH = 22;
export const CHECK_IN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** The QR code's text around the token: check-in/check-in-qr.ts. */

export const EVENT_DAY_MESSAGES = {
  date: 'Date must be a date (YYYY-MM-DD).',
  dateInYear: (eventYear: number) => `Date must be in ${eventYear}, the event year.`,
  startTime: 'Start time must be a time (HH:MM).',
  placeRequired: 'Place is required.',
  placeLength: (max: number) => `Place must be at most ${max} characters.`,
  cityOnce: 'Each city may be listed once.',
  tokenNotFound: 'No one has this check-in code.',
  entryNotFound: 'This person has no event entry for the year.',
  noEmail: 'This person has no email address to send to.',
  resent: 'The confirmation is on its way.',
  regenerated: 'A new check-in code was made; the old one no longer works.',
} as const;

export const EVENT_DAY_PLACE_MAX_LENGTH = 200;

/** A real calendar date, YYYY-MM-DD. */
const dateText = z
  .string({ error: EVENT_DAY_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_DAY_MESSAGES.date)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, EVENT_DAY_MESSAGES.date);

export const eventDaySchema = z.object({
  eventCity: z.enum(EVENT_CITIES, { error: `Event city must be one of ${EVENT_CITIES.join(', ')}.` }),
  date: dateText,
  startTime: z.string({ error: EVENT_DAY_MESSAGES.startTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, EVENT_DAY_MESSAGES.startTime),
  place: z
    .string({ error: EVENT_DAY_MESSAGES.placeRequired })
    .trim()
    .min(1, EVENT_DAY_MESSAGES.placeRequired)
    .max(EVENT_DAY_PLACE_MAX_LENGTH, EVENT_DAY_MESSAGES.placeLength(EVENT_DAY_PLACE_MAX_LENGTH)),
});
export type EventDay = z.infer<typeof eventDaySchema>;

/**
 * Whether an event day's date (YYYY-MM-DD) falls in the event year it is saved for: the event day
 * belongs to the current event year (docs/decisions/0102-event-year.md), and the confirmation
 * names both. The server refuses a day outside it; the Event Day form says so first.
 */
export function isEventDayInYear(date: string, eventYear: number): boolean {
  return date.startsWith(`${eventYear}-`);
}

/** GET and PUT /v1/event-days (admin): the current event year's day per city. */
export const eventDaysViewSchema = z.object({
  eventYear: z.number(),
  days: z.array(eventDaySchema),
});
export type EventDaysView = z.infer<typeof eventDaysViewSchema>;

/** PUT /v1/event-days: the days to keep for the current year (a city left out keeps its day). */
export const eventDaysInputSchema = z
  .object({ days: z.array(eventDaySchema).max(EVENT_CITIES.length, `At most ${EVENT_CITIES.length} days.`) })
  .strict()
  .refine((v) => new Set(v.days.map((d) => d.eventCity)).size === v.days.length, { path: ['days'], message: EVENT_DAY_MESSAGES.cityOnce });
export type EventDaysInput = z.infer<typeof eventDaysInputSchema>;

/** A person's entry as the admin sees it on the participant page. */
export const eventEntryViewSchema = z.object({
  id: z.number(),
  personId: z.number(),
  eventYear: z.number(),
  eventCity: z.string().nullable(),
  kind: z.enum(EVENT_ENTRY_KINDS),
  /** The QR code's token: the admin sees it to help at the gate. */
  checkInToken: z.string(),
  bib: z.number().nullable(),
  checkedInAt: z.string().nullable(),
  shirtGivenAt: z.string().nullable(),
  shirtGivenSize: z.string().nullable(),
  /** When the confirmation with the code was last put in the outbox, or null. */
  confirmationSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EventEntryView = z.infer<typeof eventEntryViewSchema>;

/** GET /v1/event-entries/person/{personId}: the person's entry of the current year, or null. */
export const personEventEntrySchema = z.object({ entry: eventEntryViewSchema.nullable() });
export type PersonEventEntry = z.infer<typeof personEventEntrySchema>;

/** The token in a path: bounded, so a long or strange value is a 404 without a lookup. */
export const checkInTokenParamsSchema = z.object({
  token: z.string().max(64, 'The check-in code is too long.'),
});

/** "Saturday, April 17, 2027" from 2027-04-17 (a calendar date: no time zone moves it). */
// Made once: a new Intl.DateTimeFormat costs about 50 µs, and every receipt formats the event's date.
const EVENT_DATE_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatEventDate(date: string): string {
  return EVENT_DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/** "8:00 AM" from 08:00. */
export function formatStartTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The back office's notifications for event day (title, message). */
export const EVENT_DAY_TOASTS = {
  daysSaved: ['Success', 'Event days have been saved.'],
  daysFailed: ['Error', 'There was a problem saving the event days.'],
  resent: ['Success', EVENT_DAY_MESSAGES.resent],
  regenerated: ['Success', EVENT_DAY_MESSAGES.regenerated],
  actionFailed: ['Error', 'That did not work. Please try again.'],
} as const satisfies Record<string, readonly [string, string]>;
