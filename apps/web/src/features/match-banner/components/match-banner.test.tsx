import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PublicMatch } from '@walkfund/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MatchBanner } from './match-banner.tsx';
import { MatchEstimate } from './match-estimate.tsx';

const acme: PublicMatch = {
  id: 3, sponsorName: 'Acme', logoUrl: null, ratio: 1, cap: 5000, remaining: 3200, minGift: 0,
  endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), scope: 'event', eventCity: null, teamId: null,
};

describe('the sponsor match banner (docs/features/sponsor-matches.md)', () => {
  it("says what the sponsor does and what is left, for the team's gifts", async () => {
    const { calls } = mockFetch((r) => (r.path === '/v1/matches/running' ? jsonResponse([acme]) : undefined));
    renderRoutes([{ path: '/', element: <MatchBanner team={12} /> }], '/');
    const banner = await screen.findByRole('region', { name: 'Sponsor match by Acme' });
    expect(banner.textContent).toMatch(/^Gifts are doubled by Acme until \w+: \$3,200 of \$5,000 left$/);
    expect(calls('GET', '/v1/matches/running')[0]!.query.get('team')).toBe('12');
  });

  it('shows nothing when no match runs', async () => {
    const { calls } = mockFetch((r) => (r.path === '/v1/matches/running' ? jsonResponse([]) : undefined));
    renderRoutes([{ path: '/', element: <MatchBanner city="Tulsa" /> }], '/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls('GET', '/v1/matches/running')[0]!.query.get('city')).toBe('Tulsa');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('estimates the match of the gift at checkout, never past what is left', async () => {
    mockFetch((r) => (r.path === '/v1/matches/running' ? jsonResponse([{ ...acme, remaining: 10 }]) : undefined));
    renderRoutes([{ path: '/', element: <MatchEstimate teamId={12} eventCity={null} donation={25} /> }], '/');
    expect((await screen.findByRole('status')).textContent).toBe("Acme adds $10.00 to your gift (estimated; the sponsor's gift, not charged to you).");
  });
});
