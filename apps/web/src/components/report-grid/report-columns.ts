import type { ColDef, ColDefField, ValueFormatterParams } from 'ag-grid-community';
import { formatDollars } from '@walkfund/domain';
import { formatPercent } from '../../lib/format.ts';

/**
 * Column builders of the report grids (docs/spec/back-office.md: Reports; Business constants and limits): every column sorts and
 * has a filter of its kind (text, number, or date for the YYYY-MM-DD dates). Money shows two
 * decimals; a percentage two decimals and a % sign, or a dash when there is none.
 */

/** Grid columns are at least 50 px wide, 100 px in the people reports (docs/spec/back-office.md, Business constants and limits). */
export const REPORT_MIN_COLUMN_WIDTH = 50;
export const PEOPLE_REPORT_MIN_COLUMN_WIDTH = 100;

/** What a percentage with nothing to compare with shows (never Infinity or NaN). */
export const NO_PERCENT = '—';

/** Dollars with two decimals, no currency sign, so a spreadsheet reads the CSV as numbers: 1500.5 -> "1500.50". */
export function formatReportMoney(dollars: number | null | undefined): string {
  return dollars == null || !Number.isFinite(dollars) ? '' : formatDollars(dollars, { plain: true });
}

/** A percentage with two decimals ("66.67%"), or a dash when missing or not a finite number. */
export function formatReportPercent(percent: number | null | undefined): string {
  return percent == null || !Number.isFinite(percent) ? NO_PERCENT : formatPercent(percent);
}

/**
 * The date filter's comparison of a report date (YYYY-MM-DD, already in America/Chicago) with the
 * chosen day (local midnight): negative when the cell is before it, as AG Grid expects.
 */
export function compareReportDate(filterDay: Date, cellValue: string | null | undefined): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cellValue ?? '');
  if (!match) return -1;
  const cell = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return cell === filterDay.getTime() ? 0 : cell < filterDay.getTime() ? -1 : 1;
}

type Extra<T> = Omit<ColDef<T>, 'field' | 'headerName'>;

function column<T>(field: keyof T & string, headerName: string, extra: Extra<T>): ColDef<T> {
  return { field: field as unknown as ColDefField<T>, headerName, ...extra };
}

export function textColumn<T>(field: keyof T & string, headerName: string, extra: Extra<T> = {}): ColDef<T> {
  return column(field, headerName, { filter: 'agTextColumnFilter', ...extra });
}

/**
 * A date column's width: its floating filter is a date field (mm/dd/yyyy and the calendar button)
 * beside the filter button, which at 130 px showed one letter and an icon (finding 5 of docs/features/walkthrough-findings.md). At 190 px
 * the field shows its whole date; narrower is refused when a column is resized.
 */
export const DATE_COLUMN_WIDTH = 190;

/** A YYYY-MM-DD date (the report's date format, back office Reports) with a date filter. */
export function dateColumn<T>(field: keyof T & string, headerName: string, extra: Extra<T> = {}): ColDef<T> {
  return column(field, headerName, {
    filter: 'agDateColumnFilter',
    filterParams: { comparator: compareReportDate },
    width: DATE_COLUMN_WIDTH,
    minWidth: DATE_COLUMN_WIDTH,
    ...extra,
  });
}

export function numberColumn<T>(field: keyof T & string, headerName: string, extra: Extra<T> = {}): ColDef<T> {
  return column(field, headerName, { filter: 'agNumberColumnFilter', type: 'rightAligned', width: 120, ...extra });
}

export function moneyColumn<T>(field: keyof T & string, headerName: string, extra: Extra<T> = {}): ColDef<T> {
  return numberColumn(field, headerName, {
    valueFormatter: (p: ValueFormatterParams<T, number | null>) => formatReportMoney(p.value),
    width: 140,
    ...extra,
  });
}

export function percentColumn<T>(field: keyof T & string, headerName: string, extra: Extra<T> = {}): ColDef<T> {
  return numberColumn(field, headerName, {
    valueFormatter: (p: ValueFormatterParams<T, number | null>) => formatReportPercent(p.value),
    width: 140,
    ...extra,
  });
}
