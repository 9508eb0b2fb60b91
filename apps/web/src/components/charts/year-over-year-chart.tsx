import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { LineChart } from '@mantine/charts';
import { formatDollars } from '@walkfund/domain';

/** One day's dollars, keyed by the year's number ("2026", "2025"); the x axis is `day`. */
export type YearOverYearPoint = { day: string } & Record<string, number | string | null>;

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
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      {caption}
      <LineChart
        h={height}
        data={data}
        dataKey="day"
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
