import { DISPLAY_TIME_ZONE, centsToDollars, type DailyReport, type DailyReportsResponse, type DailySnapshotValues } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { DailyTotals } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { addDays, chicagoDay, daysBetween, dayRange } from './chicago-day.ts';
import { firstActivityOfYear, insertSnapshots, latestSnapshotDay, listSnapshots, snapshotTotals } from './daily-report.repo.ts';

/** The job queue that takes one day's snapshot; its singleton key is the day. */
export const DAILY_SNAPSHOT_QUEUE = 'daily-snapshot';
/** How far back a catch-up reaches (a server down longer than this loses the older days). */
export const CATCH_UP_MAX_DAYS = 400;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Takes the snapshot of a finished Chicago day for the current event year (docs/decisions/0102-event-year.md, docs/decisions/0107-time-zone.md),
 * as of that day's end. Idempotent: a day already written stays as it was. Answers whether
 * this call wrote it.
 */
export async function takeDailySnapshot(db: DbOrTx, day: string, now = new Date()): Promise<{ day: string; year: number; written: boolean }> {
  if (!DAY.test(day) || addDays(day, 0) !== day) throw new Error(`daily snapshot: not a day: ${day}`);
  if (day >= chicagoDay(now)) throw new Error(`daily snapshot: ${day} has not ended yet in ${DISPLAY_TIME_ZONE}`);
  const year = await currentEventYear(db);
  const totals = (await snapshotTotals(db, year, day, day)).get(day)!;
  const written = await insertSnapshots(db, [{ reportDate: day, year, totals }]);
  return { day, year, written: written.length > 0 };
}

/**
 * The finished days with no snapshot yet: from the day after the newest snapshot (or, before the
 * first one, from the day the current year's data began) to yesterday in Chicago, at most the
 * last CATCH_UP_MAX_DAYS days.
 */
export async function missingSnapshotDays(db: DbOrTx, now = new Date()): Promise<string[]> {
  const yesterday = addDays(chicagoDay(now), -1);
  const oldest = addDays(yesterday, -(CATCH_UP_MAX_DAYS - 1));
  const latest = await latestSnapshotDay(db);
  let from: string;
  if (latest) {
    from = addDays(latest, 1);
  } else {
    const first = await firstActivityOfYear(db, await currentEventYear(db));
    from = first ? chicagoDay(first) : yesterday;
  }
  if (daysBetween(oldest, from) < 0) from = oldest;
  return dayRange(from, yesterday);
}

/** Enqueues the snapshot job of every missing day (one job per day, whoever enqueues it). Answers the days. */
export async function enqueueMissingSnapshots(db: DbOrTx, now = new Date()): Promise<string[]> {
  const days = await missingSnapshotDays(db, now);
  for (const day of days) await enqueueJob(db, DAILY_SNAPSHOT_QUEUE, { day }, { singletonKey: day });
  return days;
}

/** The job's payload: `{day: "YYYY-MM-DD"}`. */
export function snapshotDayOf(payload: Record<string, unknown>): string {
  const day = payload.day;
  if (typeof day !== 'string' || !DAY.test(day)) throw new Error('daily snapshot: the payload names no day');
  return day;
}

function values(day: string | null, totals: DailyTotals | null): DailySnapshotValues {
  return {
    createdAt: day,
    totalRaised: totals ? centsToDollars(totals.totalRaised) : null,
    okcTotalRaised: totals ? centsToDollars(totals.okcTotalRaised) : null,
    tulsaTotalRaised: totals ? centsToDollars(totals.tulsaTotalRaised) : null,
    totalTeams: totals?.totalTeams ?? null,
    okcTotalTeams: totals?.okcTotalTeams ?? null,
    tulsaTotalTeams: totals?.tulsaTotalTeams ?? null,
    totalParticipants: totals?.totalParticipants ?? null,
    okcTotalParticipants: totals?.okcTotalParticipants ?? null,
    tulsaTotalParticipants: totals?.tulsaTotalParticipants ?? null,
  };
}

/**
 * GET /v1/daily-reports: the current year's snapshots against the prior year's, per date. A prior
 * snapshot pairs with the current one of the same month and day a year later (its key is its
 * day moved to the current year, kept as text so 29 February keeps a row of its own).
 */
export async function getDailyReports(db: DbOrTx): Promise<DailyReportsResponse> {
  const currentYear = await currentEventYear(db);
  const priorYear = currentYear - 1;
  const rows = await listSnapshots(db, [currentYear, priorYear]);
  const byKey = new Map<string, { prior?: (typeof rows)[number]; current?: (typeof rows)[number] }>();
  for (const row of rows) {
    const isCurrent = row.year === currentYear;
    const key = isCurrent ? row.reportDate : `${Number(row.reportDate.slice(0, 4)) + 1}${row.reportDate.slice(4)}`;
    const pair = byKey.get(key) ?? {};
    if (isCurrent) pair.current = row;
    else pair.prior = row;
    byKey.set(key, pair);
  }
  const results: DailyReport[] = [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([, { prior, current }]) => ({
      ...values(prior?.reportDate ?? null, prior?.totals ?? null),
      comparison: values(current?.reportDate ?? null, current?.totals ?? null),
    }));
  return { results, totalResults: results.length, currentYear, priorYear };
}
