import type { ColDef } from 'ag-grid-community';
import { GIFT_SOURCES, giftSourceLabel, type FundraiserReportRow } from '@walkfund/domain';
import { dateColumn, moneyColumn, numberColumn, percentColumn, textColumn } from '../../../components/report-grid/report-columns.ts';
import { formatReportDate } from '../../../lib/format.ts';

/** A row of the Fundraisers report (docs/features/personal-pages.md): one per member of a team of the year. */
export interface FundraisersReportRow {
  firstName: string;
  lastName: string;
  email: string;
  teamName: string;
  eventCity: string;
  goal: number;
  raised: number;
  percent: number;
  gifts: number;
  /** "On", "Off", "Hidden" (by an admin) or "None" (not claimed). */
  page: string;
  lastGift: string;
  /** What the walker's gifts from each source raised (docs/features/ask-kit.md): `raisedVia<source>`, `raisedViaNone` without one. */
  [raisedVia: `raisedVia${string}`]: number;
}

/** The row key of a source's amount. */
export function raisedViaKey(source: string | null): `raisedVia${string}` {
  return `raisedVia${source === null ? 'None' : source.charAt(0).toUpperCase() + source.slice(1)}`;
}

const PAGE_LABELS: Record<FundraiserReportRow['page'], string> = { on: 'On', off: 'Off', hidden: 'Hidden', none: 'None' };

export function toFundraisersReportRow(row: FundraiserReportRow): FundraisersReportRow {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    teamName: row.teamName,
    eventCity: row.eventCity,
    goal: row.goal,
    raised: row.raised,
    percent: row.percent,
    gifts: row.gifts,
    page: PAGE_LABELS[row.page],
    lastGift: row.lastGiftAt ? formatReportDate(row.lastGiftAt) : '',
    ...Object.fromEntries(row.bySource.map((s) => [raisedViaKey(s.source), s.amount])),
  };
}

/**
 * First, Last (pinned), then the figures (Raised, Percent, Gifts, Goal), Page, Last Gift, and the
 * wide text last (Team Name, Event City, Email): at 1366 px the figures show without scrolling.
 */
export const FUNDRAISERS_REPORT_COLUMNS: ColDef<FundraisersReportRow>[] = [
  textColumn('firstName', 'First Name', { pinned: 'left', width: 130 }),
  textColumn('lastName', 'Last Name', { pinned: 'left', width: 140 }),
  moneyColumn('raised', 'Raised', { sort: 'desc' }),
  percentColumn('percent', 'Percent'),
  numberColumn('gifts', 'Gifts'),
  moneyColumn('goal', 'Goal'),
  textColumn('page', 'Page', { width: 110 }),
  dateColumn('lastGift', 'Last Gift'),
  textColumn('teamName', 'Team Name', { width: 200 }),
  textColumn('eventCity', 'Event City', { width: 150 }),
  textColumn('email', 'Email', { width: 220 }),
];

/**
 * The columns, with one "Raised via" column per source that any walker's gifts came from (the
 * list's order, then none), after the others: a year without sources keeps the report as it was.
 */
export function fundraisersReportColumns(rows: FundraiserReportRow[] | undefined): ColDef<FundraisersReportRow>[] {
  const present = new Set((rows ?? []).flatMap((row) => row.bySource.map((s) => s.source)));
  if (present.size === 0) return FUNDRAISERS_REPORT_COLUMNS;
  const known: (string | null)[] = [...GIFT_SOURCES, null];
  const ordered = [...known.filter((s) => present.has(s)), ...[...present].filter((s) => !known.includes(s))];
  return [
    ...FUNDRAISERS_REPORT_COLUMNS,
    ...ordered.map((source) => moneyColumn<FundraisersReportRow>(raisedViaKey(source), `Raised via ${giftSourceLabel(source)}`, { valueGetter: (p) => p.data?.[raisedViaKey(source)] ?? 0 })),
  ];
}
