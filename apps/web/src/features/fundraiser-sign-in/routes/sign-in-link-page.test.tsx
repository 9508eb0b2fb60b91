import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FUNDRAISER_MESSAGES, SESSION_STORAGE_KEY } from '@walkfund/domain';
import { buildTokens, buildUser } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { marker, renderRoutes } from '../../../test/render.tsx';
import { SignInLinkPage, tokenFromFragment } from './sign-in-link-page.tsx';

const routes = [{ path: '/frontend/sign-in-link', element: <SignInLinkPage /> }, marker('/my-page'), marker('/frontend/start-fundraising')];

/** The browser's address bar as the emailed link opens it. */
function openLink(url: string) {
  window.history.replaceState(null, '', url);
  return renderRoutes(routes, url);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('tokenFromFragment', () => {
  it('reads the token of the fragment, or null', () => {
    expect(tokenFromFragment('#token=abc_DEF-1')).toBe('abc_DEF-1');
    expect(tokenFromFragment('#other=1')).toBeNull();
    expect(tokenFromFragment('')).toBeNull();
  });
});

describe('SignInLinkPage', () => {
  it('removes the token from the address bar, signs in with it, stores the session and opens My Page', async () => {
    const auth = { user: buildUser({ role: 'participant', team: null }), tokens: buildTokens() };
    const { calls } = mockFetch((r) => (r.path === '/v1/auth/sign-in-link' ? jsonResponse(auth) : undefined));
    const { currentLocation } = openLink('/frontend/sign-in-link#token=secret-token');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/frontend/sign-in-link');
    expect(await screen.findByText('page /my-page')).toBeTruthy();
    expect(currentLocation().pathname).toBe('/my-page');
    const sent = calls('POST', '/v1/auth/sign-in-link');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ token: 'secret-token' });
    expect(sent[0]?.authorization).toBeNull();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')?.user.role).toBe('participant');
  });

  it("shows the API's message and a way to a new link when the link is expired or used", async () => {
    mockFetch((r) => (r.path === '/v1/auth/sign-in-link' ? jsonResponse({ code: 400, message: FUNDRAISER_MESSAGES.linkInvalid }, 400) : undefined));
    openLink('/frontend/sign-in-link#token=used-token');
    expect((await screen.findByRole('alert')).textContent).toBe(FUNDRAISER_MESSAGES.linkInvalid);
    expect(screen.getByRole('link', { name: 'Get a new link' }).getAttribute('href')).toBe('/frontend/start-fundraising');
    expect(window.location.hash).toBe('');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('without a token says the link does not work and calls nothing', async () => {
    const { calls } = mockFetch();
    openLink('/frontend/sign-in-link');
    expect((await screen.findByRole('alert')).textContent).toBe(FUNDRAISER_MESSAGES.linkInvalid);
    expect(calls('POST', '/v1/auth/sign-in-link')).toHaveLength(0);
  });
});
