import { z } from 'zod';

/*
 * Daily Snapshots report (docs/spec/back-office.md: "Reports (admin)", item 7, and "Daily report" in Entities and their fields;
 * docs/decisions/0102-event-year.md, docs/decisions/0107-time-zone.md).
 *
 *   GET /v1/daily-reports   admin   -> DailyReportsResponse
 *
 * One snapshot per day (America/Chicago) of the current event year's totals. The answer holds one
 * result per month-day that either year has a snapshot for, newest first. Top-level fields are the
 * PRIOR year's snapshot of that month-day (nulls when it has none) and `comparison` holds the same
 * fields for the CURRENT year, as the spec's entity says. Money is in dollars (docs/decisions/0108-amounts-in-cents.md).
 */

/** The counted fields of a snapshot, in the order the report shows them. */
export const DAILY_REPORT_FIELDS = [
  'totalRaised', 'okcTotalRaised', 'tulsaTotalRaised',
  'totalTeams', 'okcTotalTeams', 'tulsaTotalTeams',
  'totalParticipants', 'okcTotalParticipants', 'tulsaTotalParticipants',
] as const;
export type DailyReportField = (typeof DAILY_REPORT_FIELDS)[number];

/** The money fields among them (dollars, at most two decimals). */
export const DAILY_REPORT_MONEY_FIELDS = ['totalRaised', 'okcTotalRaised', 'tulsaTotalRaised'] as const;

const count = z.number().int().nonnegative().nullable();
const dollars = z.number().nullable();

/** One year's snapshot of a day; every field null when that year has no snapshot that day. */
export const dailySnapshotValuesSchema = z.object({
  /** The snapshot's day, YYYY-MM-DD (America/Chicago); null when that year has none that day. */
  createdAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  totalRaised: dollars,
  okcTotalRaised: dollars,
  tulsaTotalRaised: dollars,
  totalTeams: count,
  okcTotalTeams: count,
  tulsaTotalTeams: count,
  totalParticipants: count,
  okcTotalParticipants: count,
  tulsaTotalParticipants: count,
});
export type DailySnapshotValues = z.infer<typeof dailySnapshotValuesSchema>;

/** A row of the report: the prior year's values at the top, the current year's in `comparison`. */
export const dailyReportSchema = dailySnapshotValuesSchema.extend({
  comparison: dailySnapshotValuesSchema,
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

/** When the next daily snapshot is taken: as the event's day ends (the start of the next Chicago day). */
export const nextSnapshotSchema = z.object({
  /** The instant, ISO. */
  at: z.string(),
  /** The day that snapshot records (today in Chicago). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const dailyReportsResponseSchema = z.object({
  results: z.array(dailyReportSchema),
  totalResults: z.number().int().nonnegative(),
  /** The current event year (event settings appYear); `comparison` holds its values. */
  currentYear: z.number().int(),
  /** currentYear - 1; the top-level fields hold its values. */
  priorYear: z.number().int(),
  nextSnapshot: nextSnapshotSchema,
});
export type DailyReportsResponse = z.infer<typeof dailyReportsResponseSchema>;

/**
 * The report's percent columns: current / prior × 100, rounded to two decimals. Null (the report
 * shows a dash) when either value is missing or the prior value is 0, so never Infinity or NaN.
 */
export function percentOf(current: number | null | undefined, prior: number | null | undefined): number | null {
  if (current == null || prior == null || !Number.isFinite(current) || !Number.isFinite(prior) || prior === 0) return null;
  return Math.round((current / prior) * 10000) / 100;
}
