/** One line of the benchmark's table. */
export interface Row {
  section: string;
  measure: string;
  value: string;
  target: string;
  /** null: no target (context only). */
  pass: boolean | null;
}

export const rows: Row[] = [];
/** The event day's rows (docs/features/event-day.md): a section of their own, which --check-in-only rewrites alone. */
export const checkInRows: Row[] = [];

/** Adds a row to its table and prints it as it comes. */
export const add = (row: Row) => {
  (row.section.startsWith('Check-in') ? checkInRows : rows).push(row);
  const mark = row.pass === null ? ' ' : row.pass ? '✓' : '✗';
  console.info(`${mark} ${row.section} | ${row.measure} | ${row.value}${row.target ? ` (target ${row.target})` : ''}`);
};

export const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a');

/** The rows as a Markdown table. */
export function table(list: Row[] = rows): string {
  const lines = ['| | Section | Measure | Value | Target |', '|---|---|---|---|---|'];
  for (const r of list) lines.push(`| ${r.pass === null ? '' : r.pass ? 'pass' : '**MISS**'} | ${r.section} | ${r.measure} | ${r.value.replaceAll('|', '\\|')} | ${r.target} |`);
  return lines.join('\n');
}

/** Targets missed so far, in both tables. */
export const missedTargets = () => [...rows, ...checkInRows].filter((r) => r.pass === false).length;
