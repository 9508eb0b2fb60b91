import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CheckInCard as Card } from '@walkfund/domain';
import { TestProviders } from '../../../test/render.tsx';
import { CheckInCard } from './check-in-card.tsx';

const base: Card = {
  entryId: 41, firstName: 'Rita', lastName: 'Runner', team: 'Blue Walkers', kind: '5k', eventCity: 'Oklahoma City', shirtSize: 'lg', bib: null,
  checkedInAt: null, checkedInBy: null, shirtGivenSize: null, shirtGivenAt: null, waiver: 'not-required',
};
const checkedIn = { checkedInAt: '2026-04-18T13:02:00.000Z', checkedInBy: 'Ann' };

function renderCard(card: Card) {
  render(
    <TestProviders>
      <ul>
        <CheckInCard card={card} />
      </ul>
    </TestProviders>,
  );
}

describe('a check-in card (docs/decisions/0011-event-day-check-in.md)', () => {
  it('offers Check in to someone not in yet', () => {
    renderCard(base);
    expect(screen.getByRole('button', { name: 'Check in' })).toBeTruthy();
  });

  it('offers only what is still owed to someone already in: the bib here', () => {
    renderCard({ ...base, ...checkedIn, shirtGivenAt: checkedIn.checkedInAt, shirtGivenSize: 'lg' });
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save shirt and bib' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Assign bib' })).toBeTruthy();
  });

  it('has nothing to tap once someone is in with their shirt and bib', () => {
    renderCard({ ...base, ...checkedIn, shirtGivenAt: checkedIn.checkedInAt, shirtGivenSize: 'lg', bib: 12 });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Checked in', { exact: true })).toBeTruthy();
  });
});
