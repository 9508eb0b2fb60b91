import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SessionUser } from '@walkfund/domain';
import { eventSettingsFixture, signInAs } from '../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { BackOfficeLayout } from './back-office-layout.tsx';

const alerts = [
  { headline: 'Shirts are in', text: 'Pick them up Saturday.' },
  { headline: '', text: 'Team photos at 9 AM.' },
  { headline: '', text: '' },
];

function renderShell(role: 'captain' | 'admin', captainAlerts = alerts, user: Partial<SessionUser> = {}) {
  mockFetch((r) => (r.path === '/v1/event-settings/' ? jsonResponse({ ...eventSettingsFixture, captainAlerts }) : undefined));
  signInAs({ role, user });
  renderRoutes([{ element: <BackOfficeLayout />, children: [{ path: '/somewhere', element: <p>page body</p> }] }], '/somewhere');
}

describe('BackOfficeLayout captain alerts', () => {
  it.each(['captain', 'admin'] as const)('shows the captain alerts from event settings above every page (%s)', async (role) => {
    renderShell(role);
    const banner = within(await screen.findByRole('region', { name: 'Captain alerts' }));
    expect(banner.getByText('Shirts are in')).toBeTruthy();
    expect(banner.getByText('Pick them up Saturday.')).toBeTruthy();
    expect(banner.getByText('Team photos at 9 AM.')).toBeTruthy();
    // An empty alert shows nothing.
    expect(banner.getAllByRole('status')).toHaveLength(2);
    // Polite: nothing on the page is announced as urgent.
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(screen.getByText('page body')).toBeTruthy();
  });

  it('shows no banner without alerts', async () => {
    renderShell('captain', []);
    expect(await screen.findByText('page body')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Captain alerts' })).toBeNull();
  });
});

describe('BackOfficeLayout header', () => {
  it("greets the signed-in user by their person's first name, not their email", async () => {
    renderShell('captain', [], { email: 'casey.captain@example.com', firstName: 'Casey' });
    const header = within(await screen.findByRole('banner'));
    expect(header.getByText('Casey')).toBeTruthy();
    expect(header.queryByText('casey.captain@example.com')).toBeNull();
  });

  it('falls back to the email when the account has no name', async () => {
    renderShell('admin', [], { email: 'admin@example.com', firstName: null });
    expect(within(await screen.findByRole('banner')).getByText('admin@example.com')).toBeTruthy();
  });
});
