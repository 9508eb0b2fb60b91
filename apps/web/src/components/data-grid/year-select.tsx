import { NativeSelect } from '@mantine/core';
import type { YearFilter } from '../../lib/use-grid-params.ts';

/** The event year a grid lists ("Event year", the current one by default); nothing while the current year loads. */
export function YearSelect({ filter }: { filter: YearFilter }) {
  if (filter.year === null || filter.years.length === 0) return null;
  return (
    <NativeSelect
      label="Event year"
      data={filter.years.map(String)}
      value={String(filter.year)}
      onChange={(event) => filter.setYear(Number(event.currentTarget.value))}
      w={120}
    />
  );
}
