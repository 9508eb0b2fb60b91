import type { ColDef } from 'ag-grid-community';
import { DISPLAY_TIME_ZONE, percentOf, type DailyReport, type DailySnapshotValues, type SnapshotBackfillResult } from '@walkfund/domain';
import { dateColumn, moneyColumn, numberColumn, percentColumn } from '../../../components/report-grid/report-columns.ts';

type Pair = 'TotalRaised' | 'TotalTeams' | 'TotalParticipants' | 'OkcRaised' | 'OkcTeams' | 'OkcParticipants' | 'TulsaRaised' | 'TulsaTeams' | 'TulsaParticipants';
type PercentKey = 'totalRaisedPercent' | 'totalTeamsPercent' | 'okcRaisedPercent' | 'tulsaRaisedPercent' | 'okcTeamsPercent' | 'tulsaTeamsPercent';

/**
 * A row of the Daily Snapshots report (docs/spec/back-office.md, Reports 7; docs/decisions/0102-event-year.md): one day of the
 * current year beside the same day of the prior year. Percentages are current / prior × 100 with
 * two decimals, null (a dash) when the prior value is 0 or missing.
 */
export type DailySnapshotRow = { currentDate: string; priorDate: string } & Record<PercentKey, number | null> &
  Record<`current${Pair}` | `prior${Pair}`, number | null>;

/** Each raw value pair: the row's key, the snapshot field, the column's label and whether it is money. */
const PAIRS: { key: Pair; field: keyof Omit<DailySnapshotValues, 'createdAt'>; label: string; money: boolean }[] = [
  { key: 'TotalRaised', field: 'totalRaised', label: 'Total Raised', money: true },
  { key: 'TotalTeams', field: 'totalTeams', label: 'Total Teams', money: false },
  { key: 'TotalParticipants', field: 'totalParticipants', label: 'Total Participants', money: false },
  { key: 'OkcRaised', field: 'okcTotalRaised', label: 'OKC Raised', money: true },
  { key: 'OkcTeams', field: 'okcTotalTeams', label: 'OKC Teams', money: false },
  { key: 'OkcParticipants', field: 'okcTotalParticipants', label: 'OKC Participants', money: false },
  { key: 'TulsaRaised', field: 'tulsaTotalRaised', label: 'Tulsa Raised', money: true },
  { key: 'TulsaTeams', field: 'tulsaTotalTeams', label: 'Tulsa Teams', money: false },
  { key: 'TulsaParticipants', field: 'tulsaTotalParticipants', label: 'Tulsa Participants', money: false },
];

/** The percent columns in the spec's order: total raised, total teams, OKC and Tulsa raised, OKC and Tulsa teams. */
const PERCENTS: { key: PercentKey; field: keyof Omit<DailySnapshotValues, 'createdAt'>; label: string }[] = [
  { key: 'totalRaisedPercent', field: 'totalRaised', label: 'Total Raised %' },
  { key: 'totalTeamsPercent', field: 'totalTeams', label: 'Total Teams %' },
  { key: 'okcRaisedPercent', field: 'okcTotalRaised', label: 'OKC Raised %' },
  { key: 'tulsaRaisedPercent', field: 'tulsaTotalRaised', label: 'Tulsa Raised %' },
  { key: 'okcTeamsPercent', field: 'okcTotalTeams', label: 'OKC Teams %' },
  { key: 'tulsaTeamsPercent', field: 'tulsaTotalTeams', label: 'Tulsa Teams %' },
];

/** The API's row keeps the prior year at the top level and the current year in `comparison`. */
export function toDailySnapshotRow(report: DailyReport): DailySnapshotRow {
  const current = report.comparison;
  const row: Record<string, string | number | null> = { currentDate: current.createdAt ?? '', priorDate: report.createdAt ?? '' };
  for (const p of PERCENTS) row[p.key] = percentOf(current[p.field], report[p.field]);
  for (const p of PAIRS) {
    row[`current${p.key}`] = current[p.field];
    row[`prior${p.key}`] = report[p.field];
  }
  return row as DailySnapshotRow;
}

/** Both dates, the percent columns, then each value for the current and the prior year. */
export function dailySnapshotColumns(currentYear: number, priorYear: number): ColDef<DailySnapshotRow>[] {
  return [
    dateColumn('currentDate', `${currentYear} Date`, { pinned: 'left' }),
    dateColumn('priorDate', `${priorYear} Date`),
    ...PERCENTS.map((p) => percentColumn<DailySnapshotRow>(p.key, p.label)),
    ...PAIRS.flatMap((p) =>
      (['current', 'prior'] as const).map((which) => {
        const field = `${which}${p.key}` as const;
        const header = `${which === 'current' ? currentYear : priorYear} ${p.label}`;
        return p.money ? moneyColumn<DailySnapshotRow>(field, header) : numberColumn<DailySnapshotRow>(field, header, { width: 150 });
      }),
    ),
  ];
}

/** One point of the chart: a month-day with each year's total raised that day (missing days are gaps). */
export type RaisedPoint = { day: string } & Record<string, number | string | null>;

/**
 * Total raised per day of both years for the chart, oldest day first: the x axis is the
 * month-day (MM-DD), one line per year.
 */
export function raisedPerDay(reports: DailyReport[], currentYear: number, priorYear: number): RaisedPoint[] {
  return reports
    .map((r) => ({
      day: (r.comparison.createdAt ?? r.createdAt ?? '').slice(5),
      [String(currentYear)]: r.comparison.totalRaised,
      [String(priorYear)]: r.totalRaised,
    }))
    .filter((p) => p.day !== '')
    .sort((a, b) => a.day.localeCompare(b.day));
}

const nextSnapshotTime = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
});

/** "The next snapshot is taken at Fri, Nov 27, 2026, 12:00 AM CST, for Nov 26." (Chicago time, docs/decisions/0107-time-zone.md). */
export function nextSnapshotSentence(next: { at: string; day: string }): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(new Date(`${next.day}T12:00:00Z`));
  return `The next snapshot is taken at ${nextSnapshotTime.format(new Date(next.at))}, for ${day}.`;
}

/** What a rebuild did, per year: "2026: 42 days rebuilt. 2025: no data." */
export function rebuildSummary(result: SnapshotBackfillResult): string {
  return result.years.map((y) => (y.days ? `${y.year}: ${y.days} ${y.days === 1 ? 'day' : 'days'} rebuilt.` : `${y.year}: no data.`)).join(' ');
}
