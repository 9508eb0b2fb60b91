import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_MESSAGES, TOASTS, USER_MESSAGES } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';

// Mantine keeps notifications in a module store: start each test without the last one's toasts.
afterEach(() => notifications.clean());

const userAnswer = (id: number, email: string) => ({
  id, email, role: 'captain', active: true, isEmailVerified: true, person: null, team: null,
  createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z',
});

/** PATCH /v1/users/{id} answers `patch` (default: the user); GET answers the user. */
function serve(patch: (r: MockRequest) => Response = (r) => jsonResponse(userAnswer(Number(r.path.split('/').pop()), 'x@example.com'))) {
  return mockFetch((r) => {
    const match = /^\/v1\/users\/(\d+)$/.exec(r.path);
    if (!match) return undefined;
    if (r.method === 'PATCH') return patch(r);
    if (r.method === 'GET') return jsonResponse(userAnswer(Number(match[1]), match[1] === '9' ? 'sam@example.com' : 'captain@example.com'));
    return undefined;
  });
}

const form = () => within(screen.getByRole('form', { name: 'Change Password' }));

describe('Change Password', () => {
  it('sends the new and the current password for oneself, with the rule and the texts, then returns to the profile', async () => {
    const { calls } = serve();
    signInAs();
    const { currentLocation } = renderRoutes(routes, '/my-profile/change-password');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeTruthy();
    const user = userEvent.setup();
    const submit = form().getByRole('button', { name: 'Change Password' });
    // An invalid submit shows the error notification and the field errors, and calls nothing.
    await user.click(submit);
    expect(await screen.findByText(TOASTS.passwordChangeFailed[1])).toBeTruthy();
    expect(form().getAllByText('Password is required.')).toHaveLength(2);
    expect(form().getByText('Confirm password is required.')).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);

    await user.type(form().getByLabelText(/^Current Password/), 'Old#Pass1');
    await user.type(form().getByLabelText(/^New Password/), 'password1');
    expect(await form().findByText(FIELD_MESSAGES.passwordRule)).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);

    await user.clear(form().getByLabelText(/^New Password/));
    await user.type(form().getByLabelText(/^New Password/), 'New#Pass1');
    await user.type(form().getByLabelText(/^Confirm Password/), 'New#Pass2');
    expect(await form().findByText(FIELD_MESSAGES.passwordsMatch)).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.clear(form().getByLabelText(/^Confirm Password/));
    await user.type(form().getByLabelText(/^Confirm Password/), 'New#Pass1');
    await user.click(form().getByLabelText('Show Password'));
    expect(form().getByLabelText(/^New Password/).getAttribute('type')).toBe('text');
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(calls('PATCH', '/v1/users/7')).toHaveLength(0);

    await user.click(submit);
    expect(await screen.findByText(TOASTS.passwordChanged[1])).toBeTruthy();
    const [patch] = calls('PATCH', '/v1/users/7');
    expect(patch?.body).toEqual({ password: 'New#Pass1', currentPassword: 'Old#Pass1' });
    expect(patch?.authorization).toBe('Bearer access-1');
    await waitFor(() => expect(currentLocation().pathname).toBe('/my-profile'));
  });

  it('shows "The current password is incorrect." and the failure toast on a wrong current password', async () => {
    serve(() => jsonResponse({ code: 403, message: USER_MESSAGES.currentPasswordIncorrect }, 403));
    signInAs();
    const { currentLocation } = renderRoutes(routes, '/change-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current Password/), 'Wrong#Pass1');
    await user.type(form().getByLabelText(/^New Password/), 'New#Pass1');
    await user.type(form().getByLabelText(/^Confirm Password/), 'New#Pass1');
    await user.click(form().getByRole('button', { name: 'Change Password' }));
    expect(await form().findByText(USER_MESSAGES.currentPasswordIncorrect)).toBeTruthy();
    // The toast follows TOAST_DELAY_MS after the answer.
    expect(await screen.findByText(TOASTS.passwordChangeFailed[1])).toBeTruthy();
    expect(currentLocation().pathname).toBe('/change-password');
    // The session stays: a 403 is not a 401, so nothing signed the user out.
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeTruthy();
  });

  it("lets an admin set another user's password without the current one (/user/{id}/user-password)", async () => {
    const { calls } = serve();
    signInAs({ role: 'admin' });
    const { currentLocation } = renderRoutes(routes, '/user/9/user-password');
    expect(await screen.findByText('For sam@example.com')).toBeTruthy();
    expect(form().queryByLabelText(/^Current Password/)).toBeNull();
    const user = userEvent.setup();
    await user.type(form().getByLabelText(/^New Password/), 'New#Pass1');
    await user.type(form().getByLabelText(/^Confirm Password/), 'New#Pass1');
    await user.click(form().getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(TOASTS.passwordChanged[1])).toBeTruthy();
    expect(calls('PATCH', '/v1/users/9')[0]?.body).toEqual({ password: 'New#Pass1' });
    await waitFor(() => expect(currentLocation().pathname).toBe('/user/9'));
  });
});
