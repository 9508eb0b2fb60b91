import { z } from 'zod';
import { DISPLAY_TIME_ZONE } from '../common/constants.ts';
import { isPlainTextLine } from '../checkout/donor-message.ts';
import { idField } from '../common/fields.ts';
import {
  DISTANCE_ENTRY_MAX_MILLIMETRES, DISTANCE_NOTE_MAX_LENGTH, DISTANCE_UNITS, MILLIMETRES_PER_KILOMETRE, MILLIMETRES_PER_MILE, type DistanceUnit,
} from './distance-constants.ts';
import { DISTANCE_MESSAGES as M } from './distance-messages.ts';

/**
 * A walker's distance log (docs/features/miles-and-badges.md). Stored in whole millimetres; the API
 * shows miles (and the unit an entry was logged in), rounded to two decimals.
 */

const PER_UNIT: Record<DistanceUnit, number> = { mi: MILLIMETRES_PER_MILE, km: MILLIMETRES_PER_KILOMETRE };

/** An amount in a unit as whole millimetres (what is stored). */
export function toMillimetres(amount: number, unit: DistanceUnit): number {
  return Math.round(amount * PER_UNIT[unit]);
}

/** Millimetres in a unit, rounded to two decimals (an entry logged as 3.1 mi reads 3.1 again). */
export function fromMillimetres(millimetres: number, unit: DistanceUnit): number {
  return Math.round((millimetres / PER_UNIT[unit]) * 100) / 100;
}

/** Miles, for totals and leaderboards. */
export function millimetresToMiles(millimetres: number): number {
  return fromMillimetres(millimetres, 'mi');
}

/** "12.5 miles", "1 mile". */
export function formatMiles(miles: number): string {
  const text = miles.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${text} ${miles === 1 ? 'mile' : 'miles'}`;
}

/** Today's calendar date (YYYY-MM-DD) where the event is (docs/decisions/0107-time-zone.md). */
export function eventCalendarDate(now: Date = new Date()): string {
  return CALENDAR_DATE_FORMAT.format(now);
}

// Made once: a new Intl.DateTimeFormat costs about 50 µs.
const CALENDAR_DATE_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a YYYY-MM-DD text names a real day. */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * What is wrong with an entry's day, or null: not after `today` (the event's time zone) and in the
 * event year. The server checks it with the current year and clock; the form says it first.
 */
export function distanceDateProblem(date: string, context: { today: string; year: number }): string | null {
  if (!isCalendarDate(date)) return M.dateInvalid;
  if (date > context.today) return M.dateFuture;
  if (!date.startsWith(`${context.year}-`)) return M.dateYear(context.year);
  return null;
}

const hasTwoDecimalsAtMost = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** POST /v1/my/distance: how far, in which unit, which day, and an optional note. */
export const distanceEntryInputSchema = z
  .object({
    amount: z
      .number({ error: M.amountRequired })
      .positive(M.amountPositive)
      // A first bound before the unit is known: no unit reaches 1,000 within the entry limit.
      .max(1000, M.amountMax)
      .refine(hasTwoDecimalsAtMost, M.amountDecimals),
    unit: z.enum(DISTANCE_UNITS, { error: M.unit }),
    date: z.string({ error: M.dateRequired }).max(10, M.dateInvalid).refine(isCalendarDate, M.dateInvalid),
    note: z
      .string({ error: M.notePlainText })
      .trim()
      .max(DISTANCE_NOTE_MAX_LENGTH, M.noteLength)
      .refine(isPlainTextLine, M.notePlainText)
      .nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const millimetres = toMillimetres(v.amount, v.unit);
    if (millimetres > DISTANCE_ENTRY_MAX_MILLIMETRES) ctx.addIssue({ code: 'custom', path: ['amount'], message: M.amountMax });
    else if (millimetres < 1) ctx.addIssue({ code: 'custom', path: ['amount'], message: M.amountPositive });
  });
export type DistanceEntryInput = z.infer<typeof distanceEntryInputSchema>;

/** One entry of a walker's log. */
export const distanceEntrySchema = z.object({
  id: z.number(),
  date: z.string(),
  /** As logged, in `unit`. */
  amount: z.number(),
  unit: z.enum(DISTANCE_UNITS),
  miles: z.number(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type DistanceEntry = z.infer<typeof distanceEntrySchema>;

/** GET /v1/my/distance: the caller's log of this event year, newest day first. */
export const myDistanceSchema = z.object({
  /** Event Settings' switch: when off, the log is only shown to its walker and nothing can be added. */
  enabled: z.boolean(),
  year: z.number(),
  /** Today in the event's time zone: the latest day an entry may name. */
  today: z.string(),
  miles: z.number(),
  kilometres: z.number(),
  entries: z.array(distanceEntrySchema),
});
export type MyDistance = z.infer<typeof myDistanceSchema>;

/** GET /v1/distance/teams/{slug}: a team's distance this year (every member's log). */
export const teamDistanceSchema = z.object({ enabled: z.boolean(), year: z.number(), miles: z.number() });
export type TeamDistance = z.infer<typeof teamDistanceSchema>;

export const distanceLeaderWalkerSchema = z.object({
  personId: z.number(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamName: z.string(),
  teamSlug: z.string(),
  miles: z.number(),
});
export const distanceLeaderTeamSchema = z.object({ id: z.number(), name: z.string(), slug: z.string(), eventCity: z.string(), miles: z.number() });
/** GET /v1/distance/leaderboard: the year's walkers (public pages that said yes to leaderboards) and teams, farthest first. */
export const distanceLeaderboardSchema = z.object({
  enabled: z.boolean(),
  year: z.number(),
  walkers: z.array(distanceLeaderWalkerSchema),
  teams: z.array(distanceLeaderTeamSchema),
});
export type DistanceLeaderboard = z.infer<typeof distanceLeaderboardSchema>;
export type DistanceLeaderWalker = z.infer<typeof distanceLeaderWalkerSchema>;
export type DistanceLeaderTeam = z.infer<typeof distanceLeaderTeamSchema>;

/** DELETE /v1/my/distance/{entryId}. */
export const distanceEntryParams = z.object({ entryId: idField });
