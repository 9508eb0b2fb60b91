/**
 * Sponsor matches (docs/features/sponsor-matches.md): the limits the admin form hints and the
 * server checks, written once.
 */

/** What a match covers: every gift of the event, the gifts of one city, or those of one team. */
export const MATCH_SCOPES = ['event', 'city', 'team'] as const;
export type MatchScope = (typeof MATCH_SCOPES)[number];

/**
 * The ratio is a whole multiplier of the gift: 1 is 1:1 (the gift doubled), 2 is 2:1 (tripled).
 * A whole number keeps every match exact to the cent with no rounding rule to explain.
 */
export const MATCH_RATIO_MIN = 1;
export const MATCH_RATIO_MAX = 5;

/** The cap in whole dollars: at least 1, at most this. */
export const MATCH_CAP_MAX_DOLLARS = 10_000_000;
/** The smallest gift matched, in whole dollars (0: every donation). */
export const MATCH_MIN_GIFT_MAX_DOLLARS = 100_000;
export const SPONSOR_NAME_MAX_LENGTH = 100;
/** How long a match may run: at most a year from its start. */
export const MATCH_MAX_DAYS = 366;

/** A match's state at a moment: not started, running, its cap used up, or over (ended by date or by an admin). */
export const MATCH_STATUSES = ['scheduled', 'running', 'used-up', 'ended'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The line-item kind of a sponsor's matched amount (LINE_ITEM_KINDS). */
export const MATCH_LINE_ITEM_TYPE = 'match';
