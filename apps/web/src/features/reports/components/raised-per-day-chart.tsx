import { Text } from '@mantine/core';
import { YearOverYearChart } from '../../../components/charts/year-over-year-chart.tsx';
import type { RaisedPoint } from '../lib/daily-snapshots-report.ts';

/** Total raised per day of the current and the prior year, one line each: is this year ahead? */
export function RaisedPerDayChart({ points, currentYear, priorYear }: { points: RaisedPoint[]; currentYear: number; priorYear: number }) {
  if (points.length === 0) return null;
  return (
    <YearOverYearChart
      data={points}
      currentYear={currentYear}
      priorYear={priorYear}
      height={260}
      label={`Total raised per day, ${currentYear} and ${priorYear}`}
      caption={
        <Text component="figcaption" size="sm" fw={600} mb="xs">
          Total raised per day, {currentYear} and {priorYear}
        </Text>
      }
    />
  );
}
