import { describe, expect, it } from 'vitest';
import { chargeDayIn, daysInMonth, firstChargeDayFrom, nextChargeDayAfter, nextPeriod, periodOfDay } from './monthly-gift-dates.ts';

describe('the monthly gift calendar', () => {
  it('knows the length of each month, leap years included', () => {
    expect(daysInMonth('2026-01')).toBe(31);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-04')).toBe(30);
  });

  it('moves to the next month across a year end', () => {
    expect(nextPeriod('2026-11')).toBe('2026-12');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(periodOfDay('2026-12-31')).toBe('2026-12');
  });

  it('charges on the day the gift started, or the last day of a shorter month', () => {
    expect(chargeDayIn('2026-03', 15)).toBe('2026-03-15');
    expect(chargeDayIn('2026-02', 31)).toBe('2026-02-28');
    expect(chargeDayIn('2028-02', 30)).toBe('2028-02-29');
    expect(chargeDayIn('2026-04', 31)).toBe('2026-04-30');
    expect(() => chargeDayIn('2026-04', 0)).toThrow();
    expect(() => chargeDayIn('2026-4', 3)).toThrow();
  });

  it('comes back to the 31st after a short month', () => {
    expect(nextChargeDayAfter('2026-01-31', 31)).toBe('2026-02-28');
    expect(nextChargeDayAfter('2026-02-28', 31)).toBe('2026-03-31');
    expect(nextChargeDayAfter('2026-12-05', 5)).toBe('2027-01-05');
  });

  it('resumes on the first charge day from today', () => {
    expect(firstChargeDayFrom('2026-05-10', 15)).toBe('2026-05-15');
    expect(firstChargeDayFrom('2026-05-15', 15)).toBe('2026-05-15');
    expect(firstChargeDayFrom('2026-05-16', 15)).toBe('2026-06-15');
    expect(firstChargeDayFrom('2026-02-28', 31)).toBe('2026-02-28');
  });
});
