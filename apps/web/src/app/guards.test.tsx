import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY, UI_MESSAGES } from '@walkfund/domain';
import { sessionStore } from '../features/session/session-store.ts';
import { buildTokens, signInAs } from '../test/fixtures.ts';
import { emptyResponse, jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { marker, renderRoutes } from '../test/render.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { SideMenu } from './layouts/side-menu.tsx';
import { routes } from './router.tsx';
import { Deactivated } from './routes/status-pages.tsx';

const HOUR = 60 * 60 * 1000;

const guarded = [
  { path: '/private', element: <RequireAuth>secret page</RequireAuth> },
  { path: '/admin-only', element: <RequireAuth admin>admin page</RequireAuth> },
  { path: '/login', element: <GuestOnly>login page</GuestOnly> },
  marker('/'),
  marker('/404'),
  { path: '/deactivated', element: <Deactivated /> },
];

describe('RequireAuth', () => {
  it('sends a visitor without a session to /login, remembering where they were going', async () => {
    mockFetch();
    const { currentLocation } = renderRoutes(guarded, '/private?tab=1');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(currentLocation().state).toEqual({ from: '/private?tab=1' });
  });

  it('after Sign Out, the login page remembers no page: the next person lands on their own home', async () => {
    mockFetch((r) => (r.path === '/v1/auth/logout' ? emptyResponse() : undefined));
    const user = signInAs({ role: 'admin' }).user;
    const { currentLocation } = renderRoutes(
      [
        { path: '/teams', element: <RequireAuth admin><SideMenu user={user} /></RequireAuth> },
        { path: '/login', element: <GuestOnly>login page</GuestOnly> },
      ],
      '/teams',
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('login page')).toBeTruthy();
    await waitFor(() => expect(sessionStore.getState().session).toBeNull());
    expect(currentLocation().state).toBeNull();
  });

  it('sends a captain on an admin route to /404', async () => {
    mockFetch();
    signInAs({ role: 'captain' });
    renderRoutes(guarded, '/admin-only');
    expect(await screen.findByText('page /404')).toBeTruthy();
  });

  it('lets an admin through an admin route', async () => {
    mockFetch();
    signInAs({ role: 'admin' });
    renderRoutes(guarded, '/admin-only');
    expect(await screen.findByText('admin page')).toBeTruthy();
  });

  it('signs out an inactive user and sends them to /deactivated', async () => {
    mockFetch();
    signInAs({ user: { active: false } });
    renderRoutes(guarded, '/private');
    expect(await screen.findByText(UI_MESSAGES.deactivatedTitle)).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
  });

  it('refreshes an expired access token with a valid refresh token, then renders', async () => {
    const fresh = buildTokens({ suffix: 'fresh' });
    const { calls } = mockFetch((request) => (request.path === '/v1/auth/refresh-tokens' ? jsonResponse(fresh) : undefined));
    signInAs({ accessInMs: -1000, refreshInMs: HOUR });
    renderRoutes(guarded, '/private');
    expect(await screen.findByText('secret page')).toBeTruthy();
    expect(calls('POST', '/v1/auth/refresh-tokens')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(sessionStore.getState().session?.tokens.access.token).toBe('access-fresh');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').tokens.access.token).toBe('access-fresh');
  });

  it('sends to /login and removes the session when the refresh is refused', async () => {
    mockFetch((request) =>
      request.path === '/v1/auth/refresh-tokens' ? jsonResponse({ code: 401, message: 'Please authenticate' }, 401) : undefined,
    );
    signInAs({ accessInMs: -1000, refreshInMs: HOUR });
    renderRoutes(guarded, '/private');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('with both tokens expired, sends the refresh token to logout, removes the session and goes to /login', async () => {
    const { calls } = mockFetch((request) => (request.path === '/v1/auth/logout' ? emptyResponse() : undefined));
    signInAs({ accessInMs: -2000, refreshInMs: -1000 });
    renderRoutes(guarded, '/private');
    expect(await screen.findByText('login page')).toBeTruthy();
    await waitFor(() => expect(calls('POST', '/v1/auth/logout')).toHaveLength(1));
    expect(calls('POST', '/v1/auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(calls('POST', '/v1/auth/refresh-tokens')).toHaveLength(0);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState().session).toBeNull();
  });
});

describe('GuestOnly', () => {
  it('sends a signed-in user from /login to /', async () => {
    mockFetch();
    signInAs();
    renderRoutes(guarded, '/login');
    expect(await screen.findByText('page /')).toBeTruthy();
  });
});

describe('the route table', () => {
  it('shows the 404 page to a captain on an admin screen', async () => {
    mockFetch();
    signInAs({ role: 'captain' });
    const { currentLocation } = renderRoutes(routes, '/teams');
    expect(await screen.findByText(UI_MESSAGES.notFoundTitle)).toBeTruthy();
    expect(currentLocation().pathname).toBe('/404');
  });

  it('sends a signed-in user whose account was deactivated to the User Not Active page, signed out', async () => {
    mockFetch();
    signInAs({ role: 'captain', user: { active: false } });
    const { currentLocation } = renderRoutes(routes, '/my-team');
    expect(await screen.findByText(UI_MESSAGES.deactivatedTitle)).toBeTruthy();
    await waitFor(() => expect(sessionStore.getState().session).toBeNull());
    expect(currentLocation().pathname).toBe('/deactivated');
    expect(screen.getByText(UI_MESSAGES.deactivatedTitle)).toBeTruthy();
  });

  it('shows the error page for an unknown path', async () => {
    mockFetch();
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('link', { name: 'Back to Home' })).toBeTruthy();
    expect(screen.getByText('Sorry, we could not find that page.')).toBeTruthy();
  });

  it('signs an admin in at /login and lands on /teams', async () => {
    const { buildTokens: tokens, buildUser } = await import('../test/fixtures.ts');
    const auth = { user: buildUser({ role: 'admin', team: null }), tokens: tokens() };
    mockFetch((request) => {
      if (request.path === '/v1/auth/login') return jsonResponse(auth);
      if (request.path === '/v1/teams/') return jsonResponse({ results: [], page: 1, limit: 200, totalPages: 0, totalResults: 0 });
      return undefined;
    });
    const { currentLocation } = renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Total: 0')).toBeTruthy();
    expect(currentLocation().pathname).toBe('/teams');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('returns an admin who was sent to sign in from a page to that page, not to /teams', async () => {
    const { buildTokens: tokens, buildUser } = await import('../test/fixtures.ts');
    const auth = { user: buildUser({ role: 'admin', team: null }), tokens: tokens() };
    const { calls } = mockFetch((request) => {
      if (request.path === '/v1/auth/login') return jsonResponse(auth);
      if (request.path === '/v1/users/') return jsonResponse({ results: [], page: 2, limit: 25, totalPages: 0, totalResults: 0 });
      return undefined;
    });
    const { currentLocation } = renderRoutes(routes, '/users?page=2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    expect(currentLocation().pathname).toBe('/login');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/users'));
    expect(currentLocation().search).toBe('?page=2');
    await waitFor(() => expect(calls('GET', '/v1/users/').length).toBeGreaterThan(0));
  });

  it('dispatches /team/{digits} to the admin team page and guards it', async () => {
    mockFetch();
    const { currentLocation } = renderRoutes(routes, '/team/12');
    await screen.findByRole('button', { name: 'Login' });
    expect(currentLocation().pathname).toBe('/login');
  });

  it('redirects the public flow to /newyear while registration is closed, but not reset-password', async () => {
    const { eventSettingsFixture } = await import('../test/fixtures.ts');
    mockFetch((request) =>
      request.path === '/v1/event-settings/' ? jsonResponse({ ...eventSettingsFixture, publicRegistrationOpen: false }) : undefined,
    );
    const first = renderRoutes(routes, '/frontend');
    expect(await screen.findByText(UI_MESSAGES.eventOver)).toBeTruthy();
    expect(first.currentLocation().pathname).toBe('/newyear');
    first.unmount();
    const second = renderRoutes(routes, '/frontend/reset-password?token=abc');
    expect(await screen.findByRole('button', { name: 'Set Password' })).toBeTruthy();
    expect(second.currentLocation().pathname).toBe('/frontend/reset-password');
  });
});
