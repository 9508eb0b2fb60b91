import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MatchView } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { marker, renderRoutes } from '../../../test/render.tsx';
import { MatchFormPage } from './match-form-page.tsx';
import { MatchesPage } from './matches-page.tsx';

const match: MatchView = {
  id: 4, sponsorName: 'Acme', logoUrl: null, ratio: 1, cap: 5000, matched: 1800, remaining: 3200, gifts: 12, minGift: 0,
  startsAt: '2026-11-01T06:00:00.000Z', endsAt: '2026-12-04T23:00:00.000Z', scope: 'event', eventCity: null, team: null, status: 'running', createdAt: '2026-10-30T15:00:00.000Z',
};

describe('sponsor matches in the back office (docs/features/sponsor-matches.md)', () => {
  it('lists each match with what it matched, and ends one after asking', async () => {
    const { calls } = mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/matches') return jsonResponse([match]);
      if (r.method === 'POST' && r.path === '/v1/matches/4/end') return jsonResponse({ ...match, status: 'ended' });
      return undefined;
    });
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/matches', element: <MatchesPage /> }], '/matches');
    const table = await screen.findByRole('table', { name: 'Sponsor matches' });
    expect(table.textContent).toContain('Acme');
    expect(table.textContent).toContain('$1,800.00');
    expect(table.textContent).toContain('$3,200.00');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'End the match by Acme' }));
    await waitFor(() => expect(calls('POST', '/v1/matches/4/end')).toHaveLength(1));
  });

  it('checks the form with the server’s rules, then sends the match in whole dollars and instants', async () => {
    const { calls } = mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/teams/list') return jsonResponse([{ id: 9, name: 'Blue Crew', slug: 'blue-crew', eventCity: 'Tulsa' }]);
      if (r.method === 'POST' && r.path === '/v1/matches') return jsonResponse({ ...match, sponsorName: 'Globex' }, 201);
      return undefined;
    });
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/matches/new', element: <MatchFormPage /> }, marker('/matches')], '/matches/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create match' }));
    expect(await screen.findByText('Sponsor name is required.')).toBeTruthy();
    expect(calls('POST', '/v1/matches')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Sponsor name/), { target: { value: 'Globex' } });
    fireEvent.change(screen.getByLabelText(/Cap \(dollars\)/), { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create match' }));
    await screen.findByText('page /matches');
    const [sent] = calls('POST', '/v1/matches');
    expect(sent!.body).toMatchObject({ sponsorName: 'Globex', cap: 2500, ratio: 1, minGift: 0, scope: 'event', logoUrl: '' });
    const body = sent!.body as { startsAt: string; endsAt: string };
    expect(new Date(body.endsAt).getTime() - new Date(body.startsAt).getTime()).toBe(7 * 86_400_000);
  });
});
