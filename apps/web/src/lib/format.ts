import { DISPLAY_TIME_ZONE } from '@walkfund/domain';

/**
 * How the back office writes money and time, once. Money from the API is dollars with at most two
 * decimals (docs/decisions/0108-amounts-in-cents.md) and always shows two; dates are read in America/Chicago (docs/decisions/0107-time-zone.md).
 */

/** Dollars from the API as people read them: 1500.5 -> "$1,500.50"; a refund -> "-$10.00" (the domain's one money formatter). */
export { formatDollars } from '@walkfund/domain';

/** A formatter of ISO timestamps in the display time zone; an unreadable timestamp shows nothing. */
function timestampFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, ...options });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

/** Month day year, as the grids show dates (docs/spec/back-office.md §2, Grids): "Apr 5, 2025". */
export const formatDate = timestampFormat({ month: 'short', day: 'numeric', year: 'numeric' });

/** Month day year with the month's name, for printed pages (the invoice): "April 5, 2025". */
export const formatLongDate = timestampFormat({ month: 'long', day: 'numeric', year: 'numeric' });

/** A moment in a history (refunds, audit): "Apr 5, 2025, 3:04 PM". */
export const formatDateTime = timestampFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** A moment to the second (reconciliation passes, minutes apart): "Apr 5, 2025, 3:04:05 PM". */
export const formatDateTimeSeconds = timestampFormat({ dateStyle: 'medium', timeStyle: 'medium' });

/** A time of today to the second (live counts, read again every few seconds): "3:04:05 PM". */
export const formatTimeSeconds = timestampFormat({ timeStyle: 'medium' });

const reportDateParts = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date part as the reports show it (docs/spec/back-office.md §2, Reports), in America/Chicago: "2025-04-05". */
export function formatReportDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(reportDateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A percentage with two decimals (already capped by the domain): "66.67%". */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
