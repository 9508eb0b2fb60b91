/** Distance logs (docs/features/miles-and-badges.md): the limits the form and the API share. */

/** Stored unit: whole millimetres, so a mile (1,609,344 mm) and a kilometre are exact to well under a metre. */
export const MILLIMETRES_PER_MILE = 1_609_344;
export const MILLIMETRES_PER_KILOMETRE = 1_000_000;

/** The units a walker may log in. */
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const DISTANCE_UNIT_LABELS: Record<DistanceUnit, string> = { mi: 'miles', km: 'kilometres' };

/** One entry: more than 0 and at most 100 miles (about 160.93 km), at most two decimals. */
export const DISTANCE_ENTRY_MAX_MILES = 100;
export const DISTANCE_ENTRY_MAX_MILLIMETRES = DISTANCE_ENTRY_MAX_MILES * MILLIMETRES_PER_MILE;
/** The optional note on an entry (one line of plain text). */
export const DISTANCE_NOTE_MAX_LENGTH = 140;
/** Entries one walker may keep in a year: a few a day, and the log stays one short list. */
export const DISTANCE_ENTRIES_MAX_PER_YEAR = 400;
/** Walkers and teams on the distance leaderboard. */
export const DISTANCE_LEADERBOARD_SIZE = 10;
