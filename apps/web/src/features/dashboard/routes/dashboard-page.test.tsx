import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { eventSettingsFixture, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

describe('DashboardPage', () => {
  it('shows an admin the event from settings and the admin areas', async () => {
    mockFetch();
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    expect(await screen.findByRole('heading', { name: '2025 Autism Awareness Walk' })).toBeTruthy();
    expect(screen.getByText('$250,000.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Teams/ }).getAttribute('href')).toBe('/teams');
    expect(screen.getByRole('link', { name: /^Event Config/ }).getAttribute('href')).toBe('/config');
  });

  it('shows a captain their team from the session and its public page (the captain alerts are the shell\'s, shown once)', async () => {
    mockFetch((r) =>
      r.path === '/v1/event-settings/'
        ? jsonResponse({ ...eventSettingsFixture, captainAlerts: [{ headline: 'Shirts are in', text: 'Pick them up Saturday.' }] })
        : undefined,
    );
    signInAs({ role: 'captain' });
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Blue Walkers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Public Team Page' }).getAttribute('href')).toBe('/team/blue-walkers');
    expect(screen.getByRole('link', { name: 'My Fundraising Page' }).getAttribute('href')).toBe('/my-page');
    expect(screen.queryByText('Pick them up Saturday.')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Teams/ })).toBeNull();
  });

  it('offers a captain without a team to create one', async () => {
    mockFetch();
    signInAs({ role: 'captain', user: { team: null } });
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    expect((await screen.findByRole('link', { name: 'Create a Team' })).getAttribute('href')).toBe('/frontend/create-a-team');
  });
});
