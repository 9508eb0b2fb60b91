import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMyPage } from '../features/my-page/testing/my-page-fixtures.ts';
import { buildTokens, buildUser, eventSettingsFixture, signInAs } from '../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

/** GET /v1/my/page answers a page; the rest as the fetch mock does. */
const serveMyPage = () => mockFetch((r) => (r.method === 'GET' && r.path === '/v1/my/page' ? jsonResponse(buildMyPage()) : undefined));

describe('a participant in the route table (docs/decisions/0009-personal-pages.md)', () => {
  it.each(['/', '/teams', '/my-team', '/my-profile', '/users/new', '/transactions/3', '/email-team/11'])(
    'is sent from %s to My Page',
    async (path) => {
      serveMyPage();
      signInAs({ role: 'participant', user: { team: null } });
      const { currentLocation } = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: 'My Page' })).toBeTruthy();
      expect(currentLocation().pathname).toBe('/my-page');
    },
  );

  it('has a menu of My Page and Sign Out only, and no captain alerts', async () => {
    mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/my/page') return jsonResponse(buildMyPage());
      if (r.path === '/v1/event-settings/') return jsonResponse({ ...eventSettingsFixture, captainAlerts: [{ headline: 'Captains', text: 'Order shirts.' }] });
      return undefined;
    });
    signInAs({ role: 'participant', user: { team: null } });
    renderRoutes(routes, '/my-page');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['My Page']);
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Page' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Captain alerts' })).toBeNull();
  });

  it('lands on My Page after signing in with a password', async () => {
    const auth = { user: buildUser({ role: 'participant', team: null }), tokens: buildTokens() };
    mockFetch((r) => {
      if (r.path === '/v1/auth/login') return jsonResponse(auth);
      if (r.path === '/v1/my/page') return jsonResponse(buildMyPage());
      return undefined;
    });
    const { currentLocation } = renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Page' })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/my-page');
  });

  it('lets a captain open My Page beside My Team', async () => {
    serveMyPage();
    signInAs({ role: 'captain' });
    const { currentLocation } = renderRoutes(routes, '/my-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Page' })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/my-page');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'My Page' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens Start fundraising and the sign-in link landing without a session', async () => {
    mockFetch();
    const first = renderRoutes(routes, '/frontend/start-fundraising');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start fundraising' })).toBeTruthy();
    first.unmount();
    renderRoutes(routes, '/frontend/sign-in-link');
    expect(await screen.findByRole('link', { name: 'Get a new link' })).toBeTruthy();
  });
});
