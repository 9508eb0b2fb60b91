import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CampaignDonor } from '@walkfund/domain';
import { TestProviders } from '../../test/render.tsx';
import { DonorWall } from './donor-wall.tsx';

const donors: CampaignDonor[] = [
  { name: 'Dana T.', amount: 25, createdAt: '2025-04-05T15:00:00.000Z', teamName: 'Puzzle Piece Pacers' },
  { name: 'Anonymous', amount: 100, createdAt: '2025-04-04T15:00:00.000Z', teamName: null },
];

function renderWall(list: CampaignDonor[], showTeams = true) {
  render(
    <TestProviders>
      <DonorWall donors={list} showTeams={showTeams} />
    </TestProviders>,
  );
}

describe('DonorWall', () => {
  it('lists each gift under a heading, Anonymous donors as Anonymous, with amounts when the server sends them', () => {
    renderWall(donors);
    expect(screen.getByRole('heading', { level: 2, name: 'Recent gifts' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Recent gifts' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Dana T.')).toBeTruthy();
    expect(within(items[0]!).getByText('$25.00')).toBeTruthy();
    expect(within(items[0]!).getByText(/for Puzzle Piece Pacers/)).toBeTruthy();
    expect(within(items[1]!).getByText('Anonymous')).toBeTruthy();
    expect(within(items[1]!).getByText('$100.00')).toBeTruthy();
  });

  it('shows no amounts when the event hides them', () => {
    renderWall(donors.map((d) => ({ ...d, amount: null })));
    expect(screen.getByText('Dana T.')).toBeTruthy();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('invites the first gift when there is none', () => {
    renderWall([]);
    expect(screen.getByText('No gifts yet. Be the first to give!')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
