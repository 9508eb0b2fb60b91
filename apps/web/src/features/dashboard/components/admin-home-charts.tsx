import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { AdminHome } from '@walkfund/domain';
import { YearOverYearChart } from '../../../components/charts/year-over-year-chart.tsx';

/*
 * The admin home's charts (Mantine charts), loaded lazily by admin-home-figures.tsx so the chart
 * library stays out of every other page's bundle. Each chart repeats figures its card states in
 * text, so a screen reader user loses nothing to the drawing.
 */

/** Raised to date of each snapshot day, this year and last year at the same dates. */
export function RaisedTrendChart({ points, currentYear, priorYear, height }: { points: AdminHome['trend']; currentYear: number; priorYear: number; height: number }) {
  const data = points.map((p) => ({ day: p.day, [String(currentYear)]: p.current, [String(priorYear)]: p.prior }));
  return (
    <YearOverYearChart data={data} currentYear={currentYear} priorYear={priorYear} height={height} label={`Raised to date per day, ${currentYear} and ${priorYear}`} />
  );
}

/** Counts per category (runners by type, shirts by size). */
export function CountsBarChart({ data, label, height }: { data: { name: string; count: number }[]; label: string; height: number }) {
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <BarChart h={height} data={data} dataKey="name" orientation="vertical" series={[{ name: 'count', label: 'Count', color: 'blue.6' }]} />
    </figure>
  );
}
