import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render.tsx';
import { Thermometer } from './thermometer.tsx';

function renderThermometer(raised: number, goal: number) {
  render(
    <TestProviders>
      <Thermometer label="Event fundraising progress" raised={raised} goal={goal} />
    </TestProviders>,
  );
}

describe('Thermometer', () => {
  it('is a labelled progressbar with its amounts as visible text', () => {
    renderThermometer(250, 1000);
    const bar = screen.getByRole('progressbar', { name: 'Event fundraising progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('$250.00 raised of a $1,000.00 goal (25%)');
    expect(screen.getByText('$250.00 raised')).toBeTruthy();
    expect(screen.getByText('of $1,000.00 goal')).toBeTruthy();
    expect(screen.getByText('25% of the goal')).toBeTruthy();
  });

  it('caps the bar at 100% past the goal while showing the real amount', () => {
    renderThermometer(1500.5, 1000);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('$1,500.50 raised')).toBeTruthy();
    expect(screen.getByText('100% of the goal')).toBeTruthy();
  });

  it('shows the amount without a bar when there is no goal', () => {
    renderThermometer(40, 0);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('$40.00 raised')).toBeTruthy();
  });
});
