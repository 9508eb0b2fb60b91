import { DISPLAY_TIME_ZONE, formatCents, toCents } from '@walkfund/domain';

/** Dollars from the API as people read them: 1500.5 -> "$1,500.50"; a refund -> "-$10.00". */
export function formatDollars(dollars: number): string {
  return formatCents(toCents(dollars));
}

const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });

/** A timestamp as month day year in America/Chicago (back office "Grids", DECISIONS.md 7): "Apr 5, 2025". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The years a grid offers: the current event year and the four before it, newest first. */
export function recentYears(currentYear: number, count = 5): number[] {
  return Array.from({ length: count }, (_, i) => currentYear - i);
}
