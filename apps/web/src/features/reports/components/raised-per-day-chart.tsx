import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { formatDollars } from '../../../lib/format.ts';
import type { RaisedPoint } from '../lib/daily-snapshots-report.ts';

/** Total raised per day of the current and the prior year, one line each: is this year ahead? */
export function RaisedPerDayChart({ points, currentYear, priorYear }: { points: RaisedPoint[]; currentYear: number; priorYear: number }) {
  if (points.length === 0) return null;
  return (
    <figure aria-label={`Total raised per day, ${currentYear} and ${priorYear}`} style={{ margin: 0 }}>
      <Text component="figcaption" size="sm" fw={600} mb="xs">
        Total raised per day, {currentYear} and {priorYear}
      </Text>
      <LineChart
        h={260}
        data={points}
        dataKey="day"
        series={[
          { name: String(currentYear), color: 'blue.6' },
          { name: String(priorYear), color: 'gray.5' },
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
