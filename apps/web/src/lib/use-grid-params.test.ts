import { describe, expect, it, vi } from 'vitest';
import { recentYears, yearFilter } from './use-grid-params.ts';

function gridWith(eventYear: string | null) {
  return { param: (key: string) => (key === 'eventYear' ? eventYear : null), setFilter: vi.fn() };
}

describe('recentYears', () => {
  it('offers the current year and the four before it, newest first', () => {
    expect(recentYears(2025)).toEqual([2025, 2024, 2023, 2022, 2021]);
  });
});

describe('yearFilter', () => {
  it('lists the current year when the URL names none, and waits while it loads', () => {
    expect(yearFilter(gridWith(null), 2025)).toMatchObject({ chosen: null, year: 2025, years: [2025, 2024, 2023, 2022, 2021] });
    expect(yearFilter(gridWith(null), null)).toMatchObject({ chosen: null, year: null, years: [] });
  });

  it('lists the year of the URL, offered even when it is older than the recent ones', () => {
    expect(yearFilter(gridWith('2023'), 2025)).toMatchObject({ chosen: 2023, year: 2023, years: [2025, 2024, 2023, 2022, 2021] });
    expect(yearFilter(gridWith('2019'), 2025).years).toEqual([2019, 2025, 2024, 2023, 2022, 2021]);
  });

  it('ignores a year that is not one', () => {
    expect(yearFilter(gridWith('20x5'), 2025)).toMatchObject({ chosen: null, year: 2025 });
  });

  it('keeps the current year out of the URL', () => {
    const grid = gridWith('2023');
    const filter = yearFilter(grid, 2025);
    filter.setYear(2025);
    expect(grid.setFilter).toHaveBeenLastCalledWith('eventYear', null);
    filter.setYear(2022);
    expect(grid.setFilter).toHaveBeenLastCalledWith('eventYear', '2022');
  });
});
