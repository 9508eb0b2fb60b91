import { DISPLAY_TIME_ZONE } from '@walkfund/domain';

/*
 * Days as the event counts them (docs/decisions/0107-time-zone.md): a calendar day in America/Chicago, written
 * YYYY-MM-DD. Timestamps stay UTC in the database; SQL turns them into Chicago days with
 * `at time zone`, and these helpers do the few date sums the scheduler needs in plain UTC
 * calendar arithmetic (a YYYY-MM-DD has no time zone).
 */

const chicagoDate = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Chicago calendar day of an instant: 2025-03-10T04:59Z -> "2025-03-09". */
export function chicagoDay(instant: Date): string {
  return chicagoDate.format(instant);
}

/** `day` moved by `days` calendar days ("2024-02-28", 1 -> "2024-02-29"). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const time = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((time(to) - time(from)) / 86_400_000);
}

/** Every day from `from` to `to`, both included (empty when `from` is later). */
export function dayRange(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(from, i));
}

/** The instant a Chicago day begins (its midnight, 05:00 or 06:00 UTC with daylight saving time). */
export function chicagoDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  for (const hour of [5, 6]) {
    const instant = new Date(Date.UTC(y, m - 1, d, hour));
    if (chicagoDay(instant) === day && chicagoDay(new Date(instant.getTime() - 1)) !== day) return instant;
  }
  throw new Error(`no Chicago midnight found for ${day}`);
}

/** The Monday of the week (Monday to Sunday) a day is in. */
export function mondayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The same month and day in another year (29 February becomes 28 February in a common year). */
export function sameDateIn(day: string, year: number): string {
  const monthDay = day.slice(5);
  const candidate = `${String(year).padStart(4, '0')}-${monthDay}`;
  return addDays(candidate, 0) === candidate ? candidate : `${String(year).padStart(4, '0')}-02-28`;
}
