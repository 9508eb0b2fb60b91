import { z } from 'zod';
import { EVENT_CITIES } from '../common/constants.ts';
import { LINE_ITEM_TYPES } from '../lineitems/constants.ts';
import { EVENT_ENTRY_KINDS } from '../event-day/event-day.schema.ts';
import { shirtStockRowSchema } from '../shirt-stock/shirt-stock.schema.ts';
import { monthlyGiftSummarySchema } from '../monthly-gifts/monthly-gift.schema.ts';

/*
 * The admin's home (docs/features/receipts-and-admin-home.md, "how are we doing?"): one answer with the figures of the current
 * event year, each of them the one a grid or report behind it shows.
 *
 *   GET /v1/admin/home            admin -> AdminHome
 *   POST /v1/daily-reports/backfill admin -> SnapshotBackfillResult
 *
 * Money is in dollars (docs/decisions/0108-amounts-in-cents.md); days are America/Chicago days, YYYY-MM-DD
 * (docs/decisions/0107-time-zone.md).
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().nonnegative();

/** The raised figures: the year's paid line items net of refunds, as team totals and the snapshots count them. */
export const adminHomeRaisedSchema = z.object({
  total: z.number(),
  /** The event's fundraising goal (event settings' eventFundraisingGoal). */
  goal: z.number(),
  today: z.number(),
  /** Since Monday (a Chicago week, Monday to Sunday). */
  thisWeek: z.number(),
  /** The Monday the week began. */
  weekStart: day,
  /** The total per line item type (donation, tshirt, 5k): what the donations, T-shirt and runner grids list. */
  byType: z.array(z.object({ type: z.enum(LINE_ITEM_TYPES), amount: z.number() })),
});

/** This year against last year at the same date, from the daily snapshots; null where a year has no snapshot. */
export const adminHomeComparisonSchema = z.object({
  /** The current year's newest snapshot day, null before the first one. */
  date: day.nullable(),
  /** The same month and day a year earlier. */
  priorDate: day.nullable(),
  currentRaised: z.number().nullable(),
  priorRaised: z.number().nullable(),
  currentTeams: count.nullable(),
  priorTeams: count.nullable(),
  currentParticipants: count.nullable(),
  priorParticipants: count.nullable(),
});

/** One point of the raised-to-date chart: a month-day (MM-DD) and each year's snapshot. */
export const adminHomeTrendPointSchema = z.object({
  day: z.string().regex(/^\d{2}-\d{2}$/),
  current: z.number().nullable(),
  prior: z.number().nullable(),
});

export const adminHomeGiftSchema = z.object({
  lineItemId: z.number().int(),
  transactionId: z.number().int(),
  /** The donor as the back office sees them: the transaction's contact (anonymous gifts included). */
  donor: z.string(),
  /** What was kept: the gift net of its refunds. */
  amount: z.number(),
  teamName: z.string().nullable(),
  anonymous: z.boolean(),
  createdAt: z.string(),
});

/**
 * The event day, live (docs/decisions/0011-event-day-check-in.md): per city, entries
 * checked in of registered per kind, shirts given per size against the stock on hand, and entries
 * whose waiver is missing.
 */
export const adminHomeEventDayCitySchema = z.object({
  eventCity: z.enum(EVENT_CITIES),
  registered: count,
  checkedIn: count,
  kinds: z.array(z.object({ kind: z.enum(EVENT_ENTRY_KINDS), registered: count, checkedIn: count })),
  /** Shirts given and on hand per size: the Shirt stock panel's rows of the city. */
  shirts: z.array(shirtStockRowSchema),
  /** Entries whose waiver status is missing (a waiver is published for their city and kind, none accepted). */
  waiversMissing: count,
});

export const adminHomeEventDaySchema = z.object({
  eventYear: z.number().int(),
  /** When these counts were read (ISO time). */
  updatedAt: z.string(),
  cities: z.array(adminHomeEventDayCitySchema),
});
export type AdminHomeEventDay = z.infer<typeof adminHomeEventDaySchema>;

export const adminHomeSchema = z.object({
  year: z.number().int(),
  priorYear: z.number().int(),
  /** Today in America/Chicago. */
  today: day,
  raised: adminHomeRaisedSchema,
  comparison: adminHomeComparisonSchema,
  /** The last SNAPSHOT_TREND_DAYS snapshot days of the current year beside the prior year's same days, oldest first. */
  trend: z.array(adminHomeTrendPointSchema),
  /** Active teams of the year (the Teams report's Active list). */
  teams: count,
  /** Active participants of the year. */
  participants: count,
  /** Runner registrations per run type, most first. */
  runners: z.array(z.object({ runType: z.string(), count })),
  shirts: z.object({
    /** Shirts (units) per size code with its name, as the T-Shirt report lists them. */
    sizes: z.array(z.object({ size: z.string(), label: z.string(), quantity: count })),
    total: count,
    /** Units on orders not marked shipped. */
    toShip: count,
  }),
  newestGifts: z.array(adminHomeGiftSchema),
  /** The current event year's event day; null while the year has no entry and no shirt stock. */
  eventDay: adminHomeEventDaySchema.nullable(),
  /** Monthly gifts (docs/features/monthly-gifts.md): how many are active and what they give each month (dollars, before fees). */
  monthlyGifts: monthlyGiftSummarySchema,
  attention: z.object({
    failedJobs: count,
    /** Card payments the reconciler still waits on (GET /v1/reconciliation/pending's `waiting`). */
    awaitingReconciliation: count,
    awaitingAmount: z.number(),
  }),
});
export type AdminHome = z.infer<typeof adminHomeSchema>;

/** How many snapshot days the home's chart shows. */
export const SNAPSHOT_TREND_DAYS = 30;
/** How many of the newest gifts the home lists. */
export const ADMIN_HOME_GIFTS = 8;

export const snapshotBackfillResultSchema = z.object({
  /** Snapshot rows written or rewritten, per year. */
  years: z.array(z.object({ year: z.number().int(), from: day.nullable(), to: day.nullable(), days: count })),
});
export type SnapshotBackfillResult = z.infer<typeof snapshotBackfillResultSchema>;
