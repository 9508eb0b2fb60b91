/** A chart point: a month-day (MM-DD) and a value per series. */
export type DayPoint = { day: string } & Record<string, number | string | null>;

const DAY_MS = 86_400_000;

/** The UTC instant of a month-day in `year`. */
function instantOf(day: string, year: number): number {
  return Date.UTC(year, Number(day.slice(0, 2)) - 1, Number(day.slice(3, 5)));
}

function monthDayOf(instant: number): string {
  return new Date(instant).toISOString().slice(5, 10);
}

/**
 * The points with every day between the first and the last, in order: a day with no point gets
 * 0 for each series, so the x axis is a time axis (a day per step) rather than a list of the
 * days that happen to have data. Days are month-days in order, possibly across a new year (12-31,
 * then 01-01); `year` is the year of the first point (for February 29).
 */
export function fillEveryDay<Point extends DayPoint>(points: Point[], series: string[], year: number): DayPoint[] {
  if (points.length < 2) return points;
  const filled: DayPoint[] = [points[0]!];
  let at = instantOf(points[0]!.day, year);
  for (const point of points.slice(1)) {
    // At most a year of missing days; an out-of-order point is simply added.
    for (let steps = 0; steps < 366; steps += 1) {
      at += DAY_MS;
      const day = monthDayOf(at);
      if (day === point.day) break;
      filled.push({ day, ...Object.fromEntries(series.map((name) => [name, 0])) });
    }
    filled.push(point);
    at = instantOf(point.day, new Date(at).getUTCFullYear());
  }
  return filled;
}

/**
 * The x axis ticks: every `step`-th day from the first, `step` whole weeks (one week for up to
 * about two months), so the labels move by the same number of days.
 */
export function dayTicks(days: string[], maxTicks = 9): string[] {
  const weeks = Math.max(1, Math.ceil(days.length / (7 * maxTicks)));
  const step = days.length <= maxTicks ? 1 : 7 * weeks;
  return days.filter((_, index) => index % step === 0);
}
