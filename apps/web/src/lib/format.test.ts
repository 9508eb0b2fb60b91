import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatDollars, formatLongDate, formatPercent, formatReportDate } from './format.ts';

// 03:30 UTC on April 6 is still April 5 in Chicago (CDT, UTC-5).
const LATE_EVENING = '2025-04-06T03:30:15.000Z';

describe('format', () => {
  it('writes dollars with two decimals, thousands and a leading minus', () => {
    expect(formatDollars(1500.5)).toBe('$1,500.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(-10)).toBe('-$10.00');
  });

  it('reads dates in America/Chicago', () => {
    expect(formatDate(LATE_EVENING)).toBe('Apr 5, 2025');
    expect(formatLongDate(LATE_EVENING)).toBe('April 5, 2025');
    expect(formatReportDate(LATE_EVENING)).toBe('2025-04-05');
    expect(formatDateTime(LATE_EVENING)).toBe('Apr 5, 2025, 10:30 PM');
    expect(formatDateTimeSeconds(LATE_EVENING)).toBe('Apr 5, 2025, 10:30:15 PM');
  });

  it('pads the report date', () => {
    expect(formatReportDate('2024-01-09T18:00:00.000Z')).toBe('2024-01-09');
  });

  it('shows nothing for an unreadable timestamp', () => {
    for (const format of [formatDate, formatLongDate, formatDateTime, formatDateTimeSeconds, formatReportDate]) expect(format('not a date')).toBe('');
  });

  it('writes percentages with two decimals', () => {
    expect(formatPercent(66.666)).toBe('66.67%');
    expect(formatPercent(100)).toBe('100.00%');
  });
});
