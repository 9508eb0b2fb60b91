/*
 * The calendar of a monthly gift (docs/features/monthly-gifts.md): days are America/Chicago days
 * written YYYY-MM-DD (docs/decisions/0107-time-zone.md), a month is its period YYYY-MM. A gift is
 * charged on the day of the month it started; a shorter month charges on its last day.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parsePeriod(period: string): [number, number] {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) throw new Error(`Not a period (YYYY-MM): ${period}`);
  return [Number(match[1]), Number(match[2])];
}

/** How many days the month has (February 2028 -> 29). */
export function daysInMonth(period: string): number {
  const [year, month] = parsePeriod(period);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month (period YYYY-MM) a day (YYYY-MM-DD) is in. */
export function periodOfDay(day: string): string {
  return day.slice(0, 7);
}

/** The month after: "2026-12" -> "2027-01". */
export function nextPeriod(period: string): string {
  const [year, month] = parsePeriod(period);
  return month === 12 ? `${pad(year + 1, 4)}-01` : `${pad(year, 4)}-${pad(month + 1)}`;
}

/** The day a gift started on the `dayOfMonth` is charged in `period`: that day, or the month's last when it is shorter. */
export function chargeDayIn(period: string, dayOfMonth: number): string {
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 31) throw new Error(`Not a day of the month: ${dayOfMonth}`);
  return `${period}-${pad(Math.min(dayOfMonth, daysInMonth(period)))}`;
}

/** The charge day of the month after the one `day` is in (the next charge once a month is given). */
export function nextChargeDayAfter(day: string, dayOfMonth: number): string {
  return chargeDayIn(nextPeriod(periodOfDay(day)), dayOfMonth);
}

/** The first charge day on or after `today`: this month's when it has not passed, else next month's. */
export function firstChargeDayFrom(today: string, dayOfMonth: number): string {
  const thisMonth = chargeDayIn(periodOfDay(today), dayOfMonth);
  return thisMonth >= today ? thisMonth : chargeDayIn(nextPeriod(periodOfDay(today)), dayOfMonth);
}
