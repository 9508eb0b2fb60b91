import {
  DISPLAY_TIME_ZONE, centsToDollars, type DailyReport, type DailyReportsResponse, type DailySnapshotValues, type SnapshotBackfillResult,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { DailyTotals } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { addDays, chicagoDay, chicagoDayStart, daysBetween, dayRange, sameDateIn } from './chicago-day.ts';
import {
  firstActivityOfYear, insertSnapshots, lastActivityOfYear, latestSnapshotDay, listSnapshots, snapshotTotals, upsertSnapshots,
} from './daily-report.repo.ts';

/** The job queue that takes one day's snapshot; its singleton key is the day. */
export const DAILY_SNAPSHOT_QUEUE = 'daily-snapshot';
/** The job queue that rebuilds the snapshots of this year and last year (the first start's, when none exist). */
export const SNAPSHOT_BACKFILL_QUEUE = 'daily-snapshot-backfill';
/** How far back a backfill reaches: this year and last year, and no further. */
export const BACKFILL_MAX_DAYS = 800;
/** Days written per statement by the backfill. */
const BACKFILL_BATCH_DAYS = 200;
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
    // The first start takes at least yesterday's snapshot, so the report is never empty.
    const first = await firstActivityOfYear(db, await currentEventYear(db));
    from = first && chicagoDay(first) < yesterday ? chicagoDay(first) : yesterday;
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

/**
 * Before any snapshot was taken (a first start): enqueues the rebuild of this year's and last
 * year's days, once whichever instance asks (a singleton job). Answers whether it was enqueued now.
 */
export async function enqueueFirstStartBackfill(db: DbOrTx): Promise<boolean> {
  if (await latestSnapshotDay(db)) return false;
  return (await enqueueJob(db, SNAPSHOT_BACKFILL_QUEUE, {}, { singletonKey: 'first-start' })) !== null;
}

/**
 * The days a year's backfill rebuilds: from the day its data began (the current year: at least
 * yesterday) to yesterday; for the prior year, to the later of its last activity and yesterday's
 * date a year earlier, so the report pairs every day up to now with last year's same date.
 */
async function backfillRange(db: DbOrTx, year: number, currentYear: number, yesterday: string): Promise<{ from: string; to: string } | null> {
  const [first, last] = await Promise.all([firstActivityOfYear(db, year), lastActivityOfYear(db, year)]);
  if (!first || !last) {
    // No data: the current year still gets yesterday's row (zeros); an empty prior year gets nothing.
    return year === currentYear ? { from: yesterday, to: yesterday } : null;
  }
  const oldest = addDays(yesterday, -(BACKFILL_MAX_DAYS - 1));
  let from = chicagoDay(first);
  if (from < oldest) from = oldest;
  let to = yesterday;
  if (year < currentYear) {
    const lastDay = chicagoDay(last);
    const sameDate = sameDateIn(yesterday, Number(yesterday.slice(0, 4)) - 1);
    to = lastDay > sameDate ? lastDay : sameDate;
    if (to > yesterday) to = yesterday;
  }
  if (from > to) from = to;
  return { from, to };
}

/**
 * Rebuilds the snapshots of the current and the prior event year from the recorded line items,
 * teams and persons and their timestamps (snapshotTotals: each day as of its end), every finished
 * day from when the year's data began. A day already written takes the rebuilt values, so running
 * it twice leaves the same rows. The admin action, `npm run snapshots:backfill` and a first start run it.
 */
export async function rebuildSnapshots(db: Db, now = new Date()): Promise<SnapshotBackfillResult> {
  // One transaction: a reader sees the old days or the rebuilt ones, never a mix.
  return db.transaction((tx) => rebuildSnapshotsIn(tx, now));
}

/** The rebuild inside the caller's transaction (the seed's). */
export async function rebuildSnapshotsIn(db: DbOrTx, now: Date): Promise<SnapshotBackfillResult> {
  const yesterday = addDays(chicagoDay(now), -1);
  const currentYear = await currentEventYear(db);
  const years: SnapshotBackfillResult['years'] = [];
  for (const year of [currentYear, currentYear - 1]) {
    const range = await backfillRange(db, year, currentYear, yesterday);
    if (!range) {
      years.push({ year, from: null, to: null, days: 0 });
      continue;
    }
    let days = 0;
    for (let start = range.from; start <= range.to; start = addDays(start, BACKFILL_BATCH_DAYS)) {
      const end = [addDays(start, BACKFILL_BATCH_DAYS - 1), range.to].sort()[0]!;
      const totals = await snapshotTotals(db, year, start, end);
      days += await upsertSnapshots(db, [...totals].map(([reportDate, t]) => ({ reportDate, year, totals: t })));
    }
    years.push({ year, from: range.from, to: range.to, days });
  }
  return { years };
}

/** When the next snapshot is taken: as today ends in Chicago (the scheduler looks every few minutes). */
export function nextSnapshot(now = new Date()): { at: string; day: string } {
  const today = chicagoDay(now);
  return { at: chicagoDayStart(addDays(today, 1)).toISOString(), day: today };
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
export async function getDailyReports(db: DbOrTx, now = new Date()): Promise<DailyReportsResponse> {
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
  return { results, totalResults: results.length, currentYear, priorYear, nextSnapshot: nextSnapshot(now) };
}
