import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '@walkfund/domain';
import { emptyResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { marker, renderRoutes } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const routes = [{ path: '/frontend/reset-password', element: <ResetPasswordPage /> }, { path: '/login', element: <LoginPage /> }];
const withMarker = [routes[0]!, marker('/login')];

describe('ResetPasswordPage', () => {
  it('sends a visitor without a token to /login', async () => {
    mockFetch();
    renderRoutes(withMarker, '/frontend/reset-password');
    expect(await screen.findByText('page /login')).toBeTruthy();
  });

  it('keeps Set Password disabled while the password breaks the rule, then resets and goes to /login', async () => {
    const { calls } = mockFetch((r) =>
      r.path === '/v1/auth/reset-password' ? emptyResponse() : r.path === '/v1/auth/reset-password/check' ? jsonResponse({ usable: true }) : undefined,
    );
    renderRoutes(withMarker, '/frontend/reset-password?token=tok123');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Set Password' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/^New Password/), 'password123');
    expect(await screen.findByText(FIELD_MESSAGES.passwordRule)).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.clear(screen.getByLabelText(/^New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'Password#123');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Password#12');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/^Confirm Password/), '3');
    await user.click(screen.getByLabelText('Show Password'));
    expect(screen.getByLabelText(/^New Password/).getAttribute('type')).toBe('text');
    expect(submit.hasAttribute('disabled')).toBe(false);
    await user.click(submit);
    expect(await screen.findByText('page /login')).toBeTruthy();
    const call = calls('POST', '/v1/auth/reset-password')[0];
    expect(call?.query.get('token')).toBe('tok123');
    expect(call?.body).toEqual({ password: 'Password#123' });
  });

  it('shows the server error', async () => {
    mockFetch((r) =>
      r.path === '/v1/auth/reset-password'
        ? jsonResponse({ code: 401, message: 'Password reset failed' }, 401)
        : r.path === '/v1/auth/reset-password/check'
          ? jsonResponse({ usable: true })
          : undefined,
    );
    renderRoutes(routes, '/frontend/reset-password?token=old');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), 'Password#123');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Password#123');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password reset failed')).toBeTruthy();
    // A used or bad link offers a new one: the login page on its Forgot Password panel.
    await user.click(screen.getByRole('link', { name: 'Request a new reset link' }));
    expect(await screen.findByRole('form', { name: 'Forgot Password' })).toBeTruthy();
  });

  it('says a used or expired link is no good as the page opens, with no form, and offers a new one', async () => {
    const { calls } = mockFetch((r) => (r.path === '/v1/auth/reset-password/check' ? jsonResponse({ usable: false }) : undefined));
    renderRoutes(routes, '/frontend/reset-password?token=used');
    expect(await screen.findByText(AUTH_MESSAGES.resetLinkExpired)).toBeTruthy();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(calls('POST', '/v1/auth/reset-password/check')[0]?.body).toEqual({ token: 'used' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Request a new reset link' }));
    expect(await screen.findByRole('form', { name: 'Forgot Password' })).toBeTruthy();
  });
});
