import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { LineChart } from '@mantine/charts';
import { formatDollars } from '@walkfund/domain';
import { dayTicks, fillEveryDay } from './every-day.ts';

/** One day's dollars, keyed by the year's number ("2026", "2025"); the x axis is `day` (MM-DD). */
export type YearOverYearPoint = { day: string } & Record<string, number | string | null>;

const AXIS_WIDTH = 64;
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** A y axis label: "$0", "$950", "$12.5K", "$1.2M". */
export function axisDollars(value: number): string {
  return compactDollars.format(value);
}

/**
 * Dollars per day of the current and the prior year, one line each: is this year ahead? The
 * admin home's trend and the Daily Snapshots report draw the same chart. Mantine charts: import
 * it lazily, so the chart library stays out of the pages that do not show it.
 */
export function YearOverYearChart({ data, currentYear, priorYear, label, height, caption }: {
  data: YearOverYearPoint[];
  currentYear: number;
  priorYear: number;
  /** The figure's accessible name. */
  label: string;
  height: number;
  caption?: ReactNode;
}) {
  const series = [String(currentYear), String(priorYear)];
  // Every day on the axis, a day without data at zero, and ticks a whole number of days apart:
  // a day per step, so a gap in the data shows as one instead of closing up.
  const days = fillEveryDay(data, series, currentYear);
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      {caption}
      <LineChart
        h={height}
        data={days}
        dataKey="day"
        xAxisProps={{ ticks: dayTicks(days.map((d) => d.day)), interval: 0 }}
        // Short dollars ("$12.5K") in a column wide enough for them: the full amounts were cut at the left, "$" first.
        yAxisProps={{ tickFormatter: axisDollars, width: AXIS_WIDTH }}
        series={[
          { name: String(currentYear), color: 'blue.6' },
          { name: String(priorYear), color: 'gray.6' },
        ]}
        curveType="linear"
        connectNulls
        withLegend
        withDots={false}
        valueFormatter={formatDollars}
      />
    </figure>
  );
}
