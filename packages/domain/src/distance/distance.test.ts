import { describe, expect, it } from 'vitest';
import { DISTANCE_MESSAGES } from './distance-messages.ts';
import { distanceDateProblem, distanceEntryInputSchema, eventCalendarDate, formatMiles, fromMillimetres, toMillimetres } from './distance.schema.ts';

describe('distance log rules', () => {
  it('stores miles and kilometres in whole millimetres and reads them back as logged', () => {
    expect(toMillimetres(1, 'mi')).toBe(1_609_344);
    expect(toMillimetres(3.1, 'mi')).toBe(4_988_966);
    expect(fromMillimetres(toMillimetres(3.1, 'mi'), 'mi')).toBe(3.1);
    expect(fromMillimetres(toMillimetres(5, 'km'), 'mi')).toBe(3.11);
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(12.5)).toBe('12.5 miles');
  });

  it('bounds an entry: more than 0, at most 100 miles whatever the unit, two decimals, a one-line note', () => {
    const ok = { amount: 100, unit: 'mi', date: '2025-04-05' };
    expect(distanceEntryInputSchema.safeParse(ok).success).toBe(true);
    expect(distanceEntryInputSchema.safeParse({ ...ok, amount: 160.93, unit: 'km' }).success).toBe(true);
    const message = (v: object) => distanceEntryInputSchema.safeParse(v).error?.issues[0]?.message;
    expect(message({ ...ok, amount: 100.01 })).toBe(DISTANCE_MESSAGES.amountMax);
    expect(message({ ...ok, amount: 160.94, unit: 'km' })).toBe(DISTANCE_MESSAGES.amountMax);
    expect(message({ ...ok, amount: 0 })).toBe(DISTANCE_MESSAGES.amountPositive);
    expect(message({ ...ok, amount: 1.234 })).toBe(DISTANCE_MESSAGES.amountDecimals);
    expect(message({ ...ok, note: 'a\tb' })).toBe(DISTANCE_MESSAGES.notePlainText);
    expect(message({ ...ok, date: '2025-13-01' })).toBe(DISTANCE_MESSAGES.dateInvalid);
  });

  it('takes a day of the event year up to today', () => {
    const context = { today: '2025-04-10', year: 2025 };
    expect(distanceDateProblem('2025-04-10', context)).toBeNull();
    expect(distanceDateProblem('2025-04-11', context)).toBe(DISTANCE_MESSAGES.dateFuture);
    expect(distanceDateProblem('2024-12-31', context)).toBe(DISTANCE_MESSAGES.dateYear(2025));
    expect(eventCalendarDate(new Date('2025-01-01T03:00:00Z'))).toBe('2024-12-31');
  });
});
