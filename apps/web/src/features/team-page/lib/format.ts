import { DISPLAY_TIME_ZONE, formatCents, toCents } from '@walkfund/domain';

/** Dollars from the API as people read them: 1500.5 -> "$1,500.50". */
export function formatDollars(dollars: number): string {
  return formatCents(toCents(dollars));
}

const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });

/** A timestamp as month day year in America/Chicago (DECISIONS.md 7): "Apr 5, 2025". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** A badge percentage with two decimals (already capped by the domain): "66.67%". */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
