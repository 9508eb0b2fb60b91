import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY, UI_MESSAGES } from '@walkfund/domain';
import { buildTokens, buildUser, eventSettingsFixture } from '../../../test/fixtures.ts';
import { emptyResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { marker, renderRoutes } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const routes = [{ path: '/login', element: <LoginPage /> }, marker('/'), marker('/teams'), marker('/frontend/create-a-team')];

async function fillAndLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  it('shows the event heading, Create a Team and the terms link from settings', async () => {
    mockFetch();
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: '2025 Oklahoma Autism Awareness Walk' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a Team' }).getAttribute('href')).toBe('/frontend/create-a-team');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(eventSettingsFixture.termsAndConditionsUrl);
  });

  it('on failure shows the server message and the forgotten-password note', async () => {
    const { calls } = mockFetch((r) =>
      r.path === '/v1/auth/login' ? jsonResponse({ code: 401, message: 'Incorrect email or password' }, 401) : undefined,
    );
    renderRoutes(routes, '/login');
    await fillAndLogin('Someone@Example.com ', 'wrong');
    expect(await screen.findByText('Incorrect email or password')).toBeTruthy();
    const note = screen.getByText(UI_MESSAGES.loginNote);
    // The note points to "the Forgot Password link above": the link comes first on the page.
    const forgot = screen.getByRole('link', { name: 'Forgot Password' });
    expect(forgot.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(calls('POST', '/v1/auth/login')[0]?.body).toEqual({ email: 'someone@example.com', password: 'wrong' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('does not call the server with an invalid email', async () => {
    const { calls } = mockFetch();
    renderRoutes(routes, '/login');
    await fillAndLogin('not-an-email', 'secret');
    expect(await screen.findByText('Must be a valid email address.')).toBeTruthy();
    expect(calls('POST', '/v1/auth/login')).toHaveLength(0);
  });

  it('stores the session and sends an admin to /teams', async () => {
    const auth = { user: buildUser({ role: 'admin', team: null }), tokens: buildTokens() };
    mockFetch((r) => (r.path === '/v1/auth/login' ? jsonResponse(auth) : undefined));
    const { currentLocation } = renderRoutes(routes, '/login');
    await fillAndLogin('admin@example.com', 'Secret#123');
    expect(await screen.findByText('page /teams')).toBeTruthy();
    expect(currentLocation().pathname).toBe('/teams');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')?.user.role).toBe('admin');
  });

  it('sends a captain to /', async () => {
    mockFetch((r) => (r.path === '/v1/auth/login' ? jsonResponse({ user: buildUser(), tokens: buildTokens() }) : undefined));
    renderRoutes(routes, '/login');
    await fillAndLogin('captain@example.com', 'Secret#123');
    expect(await screen.findByText('page /')).toBeTruthy();
  });
});

describe('Forgot Password panel', () => {
  it('keeps Send Reset Email disabled until the email is valid; success returns to login with "An email has been sent"', async () => {
    const { calls } = mockFetch((r) => (r.path === '/v1/auth/forgot-password' ? emptyResponse() : undefined));
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot Password' }));
    const send = screen.getByRole('button', { name: 'Send Reset Email' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/^Email/), 'captain@example');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/^Email/), '.com');
    expect(send.hasAttribute('disabled')).toBe(false);
    await user.click(send);
    expect(await screen.findByText(UI_MESSAGES.forgotSent)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(calls('POST', '/v1/auth/forgot-password')[0]?.body).toEqual({ email: 'captain@example.com' });
  });

  it('for an unknown email shows the server message and "That email does not exist in our system."', async () => {
    mockFetch((r) =>
      r.path === '/v1/auth/forgot-password' ? jsonResponse({ code: 404, message: 'No users found with this email' }, 404) : undefined,
    );
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot Password' }));
    await user.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('No users found with this email')).toBeTruthy();
    expect(screen.getByText(UI_MESSAGES.forgotUnknownEmail)).toBeTruthy();
  });

  it('Cancel returns to the login form', async () => {
    mockFetch();
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot Password' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy());
  });
});
