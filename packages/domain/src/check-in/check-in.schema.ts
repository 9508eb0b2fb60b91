import { z } from 'zod';
import { eventCityField, idField } from '../common/fields.ts';
import { EVENT_ENTRY_KINDS } from '../event-day/event-day.schema.ts';
import { SHIRT_STOCK_SIZES, type ShirtStockSize } from '../shirt-stock/shirt-stock.schema.ts';
import { WAIVER_STATUSES, waiverSchema } from '../waivers/waiver.schema.ts';

/**
 * Check-in on the event day (docs/decisions/0011-event-day-check-in.md): a volunteer sees only
 * their city, and only what check-in needs: never amounts, addresses, emails or phones.
 */

export const CHECK_IN_MESSAGES = {
  otherCity: 'You check in people of your own city only.',
  entryNotFound: 'This person is not registered for this year.',
  clientIdReused: 'This check-in id was already used for someone else.',
  atOutsideEventDay: 'The check-in time must be within a day of now.',
  atBeforeSignIn: 'The check-in time is before you signed in on this phone, so it was not recorded.',
  atAhead: "The check-in time is ahead of now: please check the phone's clock.",
  queryRequired: 'Type at least 2 characters to search.',
  queryLength: (max: number) => `Search must be at most ${max} characters.`,
  clientId: 'clientId must be a UUID.',
  shirtSizeRequired: 'Choose the size of the shirt you hand out.',
  shirtSize: `Shirt size must be one of ${SHIRT_STOCK_SIZES.join(', ')}.`,
  waiverMissingAfterCheckIn: 'Checked in, waiver missing: have them sign now.',
  waiverMissingMinorAfterCheckIn: 'Checked in, waiver missing: find a parent or guardian to sign with them.',
} as const;

export const CHECK_IN_SEARCH_MAX_LENGTH = 100;
/** Most cards one search answers: enough to scroll, never the whole roster. */
export const CHECK_IN_SEARCH_LIMIT = 50;
/** How far a phone's own clock (an offline check-in's `at`) may be from the server's. */
export const CHECK_IN_AT_WINDOW_HOURS = 24;
/**
 * How far a phone's clock may be off the server's: an `at` may be this far ahead of the server's
 * now, or this far before the volunteer's sign-in (the server's time) on that phone, and no more.
 */
export const CHECK_IN_CLOCK_SKEW_MINUTES = 5;

/** One person as the check-in screen shows them; `waiver` is signed, missing or not-required (no waiver published for them). */
export const checkInCardSchema = z.object({
  entryId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  team: z.string().nullable(),
  kind: z.enum(EVENT_ENTRY_KINDS),
  eventCity: z.string().nullable(),
  shirtSize: z.string().nullable(),
  bib: z.number().nullable(),
  checkedInAt: z.string().nullable(),
  /** The first name of whoever checked them in (a volunteer or an admin). */
  checkedInBy: z.string().nullable(),
  shirtGivenSize: z.string().nullable(),
  shirtGivenAt: z.string().nullable(),
  waiver: z.enum(WAIVER_STATUSES),
  /**
   * Under 18 on the city's event day by the birth date the registration asked (minorOnEventDay),
   * null when not known: the waiver form asks the guardian by itself for a minor. Absent on a
   * roster a phone kept before the field existed.
   */
  minor: z.boolean().nullable().optional(),
});
export type CheckInCard = z.infer<typeof checkInCardSchema>;

/** The sizes check-in hands out, as a select lists them: the domain's one list (SHIRT_STOCK_SIZES). */
export function isShirtStockSize(size: string | null | undefined): size is ShirtStockSize {
  return (SHIRT_STOCK_SIZES as readonly string[]).includes(size ?? '');
}

/**
 * The size of the shirt a check-in hands out: the one the volunteer picked, else the person's
 * own when it is one of the sizes in stock (SHIRT_STOCK_SIZES). Null when neither: the volunteer
 * must pick one, so the stock of that size goes down (the phone asks; the server refuses without).
 */
export function shirtSizeToHandOut(picked: string | null | undefined, personSize: string | null | undefined): ShirtStockSize | null {
  if (isShirtStockSize(picked)) return picked;
  return isShirtStockSize(personSize) ? personSize : null;
}

/** The sizes for the volunteer to pick from: those with shirts on hand first (most first), then the rest, in the list's order. */
export function shirtSizesByStock(onHand: readonly { size: string; onHand: number }[] | undefined): ShirtStockSize[] {
  const count = (size: string) => onHand?.find((s) => s.size === size)?.onHand ?? 0;
  const withStock = SHIRT_STOCK_SIZES.filter((s) => count(s) > 0).sort((a, b) => count(b) - count(a));
  return [...withStock, ...SHIRT_STOCK_SIZES.filter((s) => count(s) <= 0)];
}

/**
 * A roster entry: the card and its token's hash (check-in-sync.schema.ts's checkInTokenHash), so
 * an offline phone matches a scanned code without holding the tokens.
 */
export const checkInRosterEntrySchema = checkInCardSchema.extend({ tokenHash: z.string() });
export type CheckInRosterEntry = z.infer<typeof checkInRosterEntrySchema>;

/** GET /v1/check-in/roster?city=: the city's entries of the current year and its counts. */
export const checkInRosterQuerySchema = z.object({ city: eventCityField });
export const checkInRosterSchema = z.object({
  eventYear: z.number(),
  eventCity: z.string(),
  registered: z.number(),
  checkedIn: z.number(),
  entries: z.array(checkInRosterEntrySchema),
  /** The city's current waivers, so a phone offline can show the text to sign. */
  waivers: z.array(waiverSchema),
  /** The city's shirts on hand per size with a count, so the size list puts those in stock first (absent on a roster kept before). */
  shirtsOnHand: z.array(z.object({ size: z.string(), onHand: z.number().int() })).optional(),
});
export type CheckInRoster = z.infer<typeof checkInRosterSchema>;

/** GET /v1/check-in/search?city=&q=: by name, email, phone, team or bib; the answer never carries the email or phone. */
export const checkInSearchQuerySchema = z.object({
  city: eventCityField,
  q: z
    .string()
    .trim()
    .min(2, CHECK_IN_MESSAGES.queryRequired)
    .max(CHECK_IN_SEARCH_MAX_LENGTH, CHECK_IN_MESSAGES.queryLength(CHECK_IN_SEARCH_MAX_LENGTH)),
});
export type CheckInSearchQuery = z.infer<typeof checkInSearchQuerySchema>;
export const checkInSearchResultSchema = z.object({
  registered: z.number(),
  checkedIn: z.number(),
  entries: z.array(checkInCardSchema),
});
export type CheckInSearchResult = z.infer<typeof checkInSearchResultSchema>;

/** In a path, an id that cannot exist is a 404 (the error handler). */
export const checkInEntryParamsSchema = z.object({ entryId: idField });

/**
 * POST /v1/check-in/entries/{entryId}. `clientId` is the phone's id for this check-in: sent
 * twice (a retry, an offline queue), it is one check-in with the same answer. `at` is when the
 * phone recorded it (offline): not before the volunteer signed in on that phone, nor ahead of the
 * server's clock by more than CHECK_IN_CLOCK_SKEW_MINUTES, within a day; now when absent.
 * `shirtSize` is the size handed out (shirtSizeToHandOut); its stock goes down by one.
 */
export const checkInShirtSizeField = z.enum(SHIRT_STOCK_SIZES, { error: CHECK_IN_MESSAGES.shirtSize });

export const checkInInputSchema = z.strictObject({
  clientId: z.uuid(CHECK_IN_MESSAGES.clientId),
  giveShirt: z.boolean().optional(),
  /** The size handed out with giveShirt: needed when the person's own is not one of the sizes in stock (shirtSizeToHandOut). */
  shirtSize: checkInShirtSizeField.optional(),
  assignBib: z.boolean().optional(),
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO date and time.' }).optional(),
});
export type CheckInInput = z.infer<typeof checkInInputSchema>;

/** The person after the check-in; `alreadyCheckedIn` when someone had checked them in before (the first check-in stays). */
export const checkInResultSchema = z.object({
  alreadyCheckedIn: z.boolean(),
  entry: checkInCardSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;
