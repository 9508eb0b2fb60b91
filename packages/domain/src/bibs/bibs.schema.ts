import { z } from 'zod';
import { EVENT_CITIES } from '../common/constants.ts';
import { EVENT_ENTRY_KINDS } from '../event-day/event-day.schema.ts';

/**
 * Bibs (docs/decisions/0011-event-day-check-in.md): number ranges per event year, city
 * and kind; given in advance by the admin, or one at a time at check-in. A number is never given twice.
 */
export const BIB_ASSIGNMENT_MODES = ['in-advance', 'at-check-in'] as const;
export type BibAssignmentMode = (typeof BIB_ASSIGNMENT_MODES)[number];

export const BIB_ASSIGNMENT_MODE_LABELS: Record<BibAssignmentMode, string> = {
  'in-advance': 'In advance',
  'at-check-in': 'At check-in',
};

/** The largest bib number: five digits fit on a label. */
export const BIB_MAX = 99999;

export const BIB_MESSAGES = {
  first: `First number must be a whole number from 1 to ${BIB_MAX}.`,
  last: `Last number must be a whole number from 1 to ${BIB_MAX}.`,
  order: 'First number must not be greater than the last number.',
  rangeOnce: 'Each city and kind may have one range.',
  overlap: (a: string, b: string) => `The ranges ${a} and ${b} overlap: a number can be given only once.`,
  mode: `Assignment mode must be one of ${BIB_ASSIGNMENT_MODES.join(', ')}.`,
  noRange: 'There is no bib range for this city and kind.',
  rangeFull: 'All the numbers of this bib range are taken.',
  entryNotFound: 'No event entry has this id.',
  notInAdvance: 'Bibs are given at check-in. Choose "In advance" and save first.',
} as const;

const bibNumber = (message: string) => z.number({ error: message }).int(message).min(1, message).max(BIB_MAX, message);

export const bibRangeSchema = z
  .object({
    eventCity: z.enum(EVENT_CITIES, { error: `Event city must be one of ${EVENT_CITIES.join(', ')}.` }),
    kind: z.enum(EVENT_ENTRY_KINDS, { error: `Kind must be one of ${EVENT_ENTRY_KINDS.join(', ')}.` }),
    first: bibNumber(BIB_MESSAGES.first),
    last: bibNumber(BIB_MESSAGES.last),
  })
  .strict()
  .refine((r) => r.first <= r.last, { path: ['last'], message: BIB_MESSAGES.order });
export type BibRange = z.infer<typeof bibRangeSchema>;

/** "Tulsa 5k 1000-1999": how a range is named in a message. */
export function bibRangeName(r: Pick<BibRange, 'eventCity' | 'kind' | 'first' | 'last'>): string {
  return `${r.eventCity} ${r.kind} ${r.first}-${r.last}`;
}

/** The first pair of ranges that share a number, or null. */
export function findOverlappingBibRanges<R extends Pick<BibRange, 'first' | 'last'>>(ranges: readonly R[]): [R, R] | null {
  const sorted = [...ranges].sort((a, b) => a.first - b.first);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.first <= sorted[i - 1]!.last) return [sorted[i - 1]!, sorted[i]!];
  }
  return null;
}

const MAX_RANGES = EVENT_CITIES.length * EVENT_ENTRY_KINDS.length;

/** PUT /v1/bibs: the year's ranges (all of them: a range left out is removed) and the mode. */
export const bibSettingsInputSchema = z
  .object({
    mode: z.enum(BIB_ASSIGNMENT_MODES, { error: BIB_MESSAGES.mode }),
    ranges: z.array(bibRangeSchema).max(MAX_RANGES, `At most ${MAX_RANGES} ranges.`),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (new Set(v.ranges.map((r) => `${r.eventCity}|${r.kind}`)).size !== v.ranges.length) {
      ctx.addIssue({ code: 'custom', path: ['ranges'], message: BIB_MESSAGES.rangeOnce });
      return;
    }
    const pair = findOverlappingBibRanges(v.ranges);
    if (pair) ctx.addIssue({ code: 'custom', path: ['ranges'], message: BIB_MESSAGES.overlap(bibRangeName(pair[0]), bibRangeName(pair[1])) });
  });
export type BibSettingsInput = z.infer<typeof bibSettingsInputSchema>;

/** GET and PUT /v1/bibs: the current year's ranges, each with how many of its numbers are given. */
export const bibSettingsViewSchema = z.object({
  eventYear: z.number(),
  mode: z.enum(BIB_ASSIGNMENT_MODES),
  ranges: z.array(
    z.object({
      eventCity: z.enum(EVENT_CITIES),
      kind: z.enum(EVENT_ENTRY_KINDS),
      first: z.number(),
      last: z.number(),
      /** Entries of this city and kind holding a number of the range. */
      assigned: z.number(),
    }),
  ),
});
export type BibSettingsView = z.infer<typeof bibSettingsViewSchema>;

/** POST /v1/bibs/assign: what "Assign bibs now" did. */
export const bibAssignmentResultSchema = z.object({
  assigned: z.number(),
  /** Ranges that ran out, with how many entries of theirs still have no bib. */
  full: z.array(z.object({ eventCity: z.enum(EVENT_CITIES), kind: z.enum(EVENT_ENTRY_KINDS), waiting: z.number() })),
});
export type BibAssignmentResult = z.infer<typeof bibAssignmentResultSchema>;

export const bibRosterQuerySchema = z.object({
  city: z.enum(EVENT_CITIES, { error: `City must be one of ${EVENT_CITIES.join(', ')}.` }),
});

/** GET /v1/bibs/roster?city=: the city's entries for the printed labels and clipboard roster, by last name. */
export const bibRosterSchema = z.object({
  eventYear: z.number(),
  eventCity: z.enum(EVENT_CITIES),
  entries: z.array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      team: z.string().nullable(),
      kind: z.enum(EVENT_ENTRY_KINDS),
      bib: z.number().nullable(),
      shirtSize: z.string().nullable(),
    }),
  ),
});
export type BibRoster = z.infer<typeof bibRosterSchema>;

/** The back office's notifications for bibs (title, message). */
export const BIB_TOASTS = {
  saved: ['Success', 'Bib ranges have been saved.'],
  saveFailed: ['Error', 'There was a problem saving the bib ranges.'],
  assignFailed: ['Error', 'There was a problem assigning bibs.'],
} as const satisfies Record<string, readonly [string, string]>;
