import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MyBadges, WalkerAchievements, WalkerBadge } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MyBadgesCard } from './my-badges-card.tsx';
import { WalkerBadges } from './walker-badges.tsx';

const badge = (key: WalkerBadge['key'], label: string, earned: boolean, toEarn: string | null = null): WalkerBadge => ({
  key, label, description: `${label} described.`, earned, toEarn,
});

describe('walker badges', () => {
  it("on My Page: the earned badges, then those still to earn with what each needs", async () => {
    const answer: MyBadges = {
      year: 2025,
      badges: [badge('firstGift', 'First gift', true), badge('fiveGifts', 'Five gifts', false, '3 more gifts to go.'), badge('tenMiles', '10 miles', false, 'Log 6.5 miles more.')],
    };
    mockFetch((request) => (request.path === '/v1/my/badges' ? jsonResponse(answer) : undefined));
    signInAs({ role: 'participant', user: { team: null } });
    renderRoutes([{ path: '/my-page', element: <MyBadgesCard /> }], '/my-page');

    expect(await screen.findByRole('heading', { name: 'Your badges' })).toBeTruthy();
    const earned = screen.getByRole('list', { name: 'Badges you earned' });
    expect(within(earned).getByText('First gift')).toBeTruthy();
    const toEarn = screen.getByRole('list', { name: 'Badges still to earn' });
    expect(within(toEarn).getByText('Five gifts')).toBeTruthy();
    expect(within(toEarn).getByText('3 more gifts to go.')).toBeTruthy();
    expect(within(toEarn).getByText('Log 6.5 miles more.')).toBeTruthy();
    expect(within(toEarn).queryByText('First gift')).toBeNull();
  });

  it('on the public page: the earned badges and the miles walked', async () => {
    const answer: WalkerAchievements = { year: 2025, badges: [badge('goalReached', 'Goal reached', true)], miles: 12.5 };
    mockFetch((request) => (request.path === '/v1/badges/walkers/pat-walker' ? jsonResponse(answer) : undefined));
    renderRoutes([{ path: '/frontend/fundraiser/pat-walker', element: <WalkerBadges slug="pat-walker" name="Pat Walker" /> }], '/frontend/fundraiser/pat-walker');

    const region = await screen.findByRole('region', { name: "Pat Walker's badges and miles" });
    expect(within(region).getByText('12.5 miles')).toBeTruthy();
    expect(within(within(region).getByRole('list', { name: 'Badges earned' })).getByText(/Goal reached/)).toBeTruthy();
  });

  it('shows nothing on a public page with no badge and no miles (or with logging off)', async () => {
    const { calls } = mockFetch((request) => (request.path === '/v1/badges/walkers/new-walker' ? jsonResponse({ year: 2025, badges: [], miles: null }) : undefined));
    renderRoutes([{ path: '/x', element: <WalkerBadges slug="new-walker" name="New Walker" /> }], '/x');
    await waitFor(() => expect(calls('GET', '/v1/badges/walkers/new-walker')).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
