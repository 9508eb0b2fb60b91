import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BibRoster } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BibLabelsPage, BibRosterPage } from './bib-print-pages.tsx';

const TULSA: BibRoster = {
  eventYear: 2026,
  eventCity: 'Tulsa',
  entries: [
    { firstName: 'Ann', lastName: 'Adams', team: 'Puzzle Piece Pacers', kind: 'walk', bib: 4002, shirtSize: 'Medium' },
    { firstName: 'Ben', lastName: 'Brooks', team: null, kind: '5k', bib: 1000, shirtSize: null },
    { firstName: 'Cal', lastName: 'Cole', team: 'Puzzle Piece Pacers', kind: 'walk', bib: null, shirtSize: 'Large' },
  ],
};

function renderPage(path: string, element: ReactNode) {
  signInAs({ role: 'admin' });
  const api = mockFetch((r) => (r.path === '/v1/bibs/roster' && r.method === 'GET' ? jsonResponse(TULSA) : undefined));
  renderRoutes([{ path: path.split('?')[0]!, element }], path);
  return api;
}

describe('bib printouts', () => {
  it('prints one label per numbered entry of the city, by number, with name, team and kind', async () => {
    const api = renderPage('/bibs/labels?city=Tulsa', <BibLabelsPage />);
    expect(await screen.findByRole('heading', { name: 'Bib labels: Tulsa' })).toBeTruthy();
    const labels = await screen.findAllByRole('region', { name: /^Bib \d+$/ });
    expect(labels.map((l) => l.getAttribute('aria-label'))).toEqual(['Bib 1000', 'Bib 4002']);
    expect(within(labels[1]!).getByText('Ann Adams')).toBeTruthy();
    expect(within(labels[1]!).getByText('Puzzle Piece Pacers')).toBeTruthy();
    expect(within(labels[0]!).getByText('5k (in person)')).toBeTruthy();
    expect(screen.queryByText('Cal Cole')).toBeNull();
    expect(api.calls('GET', '/v1/bibs/roster')[0]!.query.get('city')).toBe('Tulsa');
  });

  it('prints the roster by last name with team, kind, bib, shirt and a box to tick', async () => {
    renderPage('/bibs/roster?city=Tulsa', <BibRosterPage />);
    expect(await screen.findByRole('heading', { name: 'Roster: Tulsa' })).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows.map((r) => Array.from(r.querySelectorAll('th,td')).map((c) => c.textContent))).toEqual([
      ['Name', 'Team', 'Kind', 'Bib', 'Shirt', 'Checked in'],
      ['Adams, Ann', 'Puzzle Piece Pacers', 'Walk', '4002', 'Medium', ''],
      ['Brooks, Ben', '', '5k (in person)', '1000', '', ''],
      ['Cole, Cal', 'Puzzle Piece Pacers', 'Walk', '', 'Large', ''],
    ]);
  });
});
