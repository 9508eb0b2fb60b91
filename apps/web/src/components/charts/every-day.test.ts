import { describe, expect, it } from 'vitest';
import { dayTicks, fillEveryDay } from './every-day.ts';

describe('fillEveryDay', () => {
  it('puts every day between the first and the last, the missing ones at zero', () => {
    const points = [
      { day: '11-16', a: 10, b: 5 },
      { day: '11-18', a: 12, b: null },
      { day: '11-21', a: 20, b: 9 },
    ];
    expect(fillEveryDay(points, ['a', 'b'], 2026)).toEqual([
      { day: '11-16', a: 10, b: 5 },
      { day: '11-17', a: 0, b: 0 },
      { day: '11-18', a: 12, b: null },
      { day: '11-19', a: 0, b: 0 },
      { day: '11-20', a: 0, b: 0 },
      { day: '11-21', a: 20, b: 9 },
    ]);
  });

  it('goes on across the new year and knows leap days', () => {
    expect(fillEveryDay([{ day: '12-30' }, { day: '01-02' }], [], 2026).map((p) => p.day)).toEqual(['12-30', '12-31', '01-01', '01-02']);
    expect(fillEveryDay([{ day: '02-28' }, { day: '03-01' }], [], 2028).map((p) => p.day)).toEqual(['02-28', '02-29', '03-01']);
    expect(fillEveryDay([{ day: '02-28' }, { day: '03-01' }], [], 2026).map((p) => p.day)).toEqual(['02-28', '03-01']);
  });
});

describe('dayTicks', () => {
  it('labels every day of a short range and every week of a month', () => {
    const days = Array.from({ length: 30 }, (_, i) => `11-${String(i + 1).padStart(2, '0')}`);
    expect(dayTicks(days.slice(0, 7))).toEqual(days.slice(0, 7));
    expect(dayTicks(days)).toEqual(['11-01', '11-08', '11-15', '11-22', '11-29']);
  });
});
