import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOASTS, UI_MESSAGES, USER_MESSAGES, type UserPersonSummary, type UserView } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../session/index.ts';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';

// Mantine keeps notifications in a module store: start each test without the last one's toasts.
afterEach(() => notifications.clean());

function buildPerson(overrides: Partial<UserPersonSummary> = {}): UserPersonSummary {
  return {
    id: 3,
    firstName: 'Casey',
    lastName: 'Walker',
    email: 'captain@example.com',
    phone: '(405) 555-1234',
    address: { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74103' },
    lifeChurch: false,
    lifeChurchLocation: null,
    shirtSize: 'Medium',
    anonymous: false,
    marketing: true,
    myEmployer: 'Acme',
    useEmployerAsName: false,
    eventYear: 2025,
    event: 'piecewalk',
    eventCity: 'Tulsa',
    team: 11,
    birthDate: null,
    gender: null,
    active: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function buildUserView(overrides: Partial<UserView> = {}): UserView {
  return {
    id: 7,
    email: 'captain@example.com',
    role: 'captain',
    eventCity: null,
    active: true,
    isEmailVerified: true,
    person: buildPerson(),
    team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', active: true, eventCity: 'Tulsa', year: 2025 },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /v1/users/{id} answers `users[id]`; PATCH answers `patchUser` (default: the user with the changes). */
function serveUsers(users: Record<number, UserView>, options: { patchUser?: (r: MockRequest) => Response; patchPerson?: (r: MockRequest) => Response } = {}) {
  return mockFetch((r) => {
    const userMatch = /^\/v1\/users\/(\d+)$/.exec(r.path);
    if (userMatch) {
      const user = users[Number(userMatch[1])];
      if (!user) return jsonResponse({ code: 404, message: USER_MESSAGES.notFound }, 404);
      if (r.method === 'GET') return jsonResponse(user);
      if (r.method === 'PATCH') {
        if (options.patchUser) return options.patchUser(r);
        const { currentPassword: _c, password: _p, ...changes } = r.body as Record<string, unknown>;
        return jsonResponse({ ...user, person: 3, team: 11, ...changes });
      }
    }
    if (r.method === 'PATCH' && r.path === '/v1/persons/3') {
      // The PATCH answers the whole person view, its fundraising included (docs/features/personal-pages.md).
      return options.patchPerson ? options.patchPerson(r) : jsonResponse({ ...buildPerson(), fundraising: null, ...(r.body as object) });
    }
    return undefined;
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('profile (/my-profile)', () => {
  it('shows the display information read-only and saves the personal information with PATCH /v1/persons/{personId}', async () => {
    const { calls } = serveUsers({ 7: buildUserView() });
    signInAs();
    renderRoutes(routes, '/my-profile');
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeTruthy();
    const display = await screen.findByRole('region', { name: 'Display Information' });
    expect((within(display).getByLabelText('Display name') as HTMLInputElement).value).toBe('Casey Walker');
    expect(within(display).getByLabelText('Email').hasAttribute('readonly')).toBe(true);
    expect(calls('GET', '/v1/users/7')[0]?.query.get('populate')).toBe('person,team');

    const user = userEvent.setup();
    const personal = section('Personal Information');
    const firstName = personal.getByLabelText(/^First name/);
    await user.clear(firstName);
    await user.type(firstName, 'Cassie');
    const phone = personal.getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '9185550000');
    expect((phone as HTMLInputElement).value).toBe('(918) 555-0000');
    await user.selectOptions(personal.getByLabelText(/^Shirt size/), '2XLarge');
    await user.clear(personal.getByLabelText(/^Employer/));
    await user.click(personal.getByLabelText('I attend Life.Church'));
    await user.selectOptions(personal.getByLabelText(/^Life.Church campus/), 'Jenks');
    await user.click(personal.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText(TOASTS.profileUpdated[1])).toBeTruthy();
    const [patch] = calls('PATCH', '/v1/persons/3');
    expect(patch?.authorization).toBe('Bearer access-1');
    expect(patch?.body).toEqual({
      firstName: 'Cassie',
      lastName: 'Walker',
      phone: '(918) 555-0000',
      myEmployer: '',
      lifeChurch: true,
      lifeChurchLocation: 'Jenks',
      address: { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74103' },
      shirtSize: '2XLarge',
    });
    // The user's reads are refreshed after the save.
    await waitFor(() => expect(calls('GET', '/v1/users/7').length).toBeGreaterThanOrEqual(2));
  });

  it('refuses an invalid form with the error notification and the field texts, without calling the server', async () => {
    const { calls } = serveUsers({ 7: buildUserView({ person: buildPerson({ address: null }) }) });
    signInAs();
    renderRoutes(routes, '/my-profile');
    await screen.findByRole('region', { name: 'Personal Information' });
    const personal = section('Personal Information');
    const user = userEvent.setup();
    await user.clear(personal.getByLabelText(/^Phone/));
    await user.type(personal.getByLabelText(/^Zip/), '74a');
    await user.click(personal.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(TOASTS.profileUpdateFailed[1])).toBeTruthy();
    expect(personal.getByText('Phone is required.')).toBeTruthy();
    expect(personal.getByText('Can only contain numbers.')).toBeTruthy();
    expect(personal.getByText('Address is required.')).toBeTruthy();
    expect(calls('PATCH', '/v1/persons/3')).toHaveLength(0);
  });

  it('leaves out a blank address of a person who has none, and shows the failure toast when the server refuses', async () => {
    const { calls } = serveUsers(
      { 7: buildUserView({ person: buildPerson({ address: null, shirtSize: null, myEmployer: null }) }) },
      { patchPerson: () => jsonResponse({ code: 500, message: 'Internal Server Error' }, 500) },
    );
    signInAs();
    renderRoutes(routes, '/my-profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(TOASTS.profileUpdateFailed[1])).toBeTruthy();
    expect(section('Personal Information').getByText('Internal Server Error')).toBeTruthy();
    expect(calls('PATCH', '/v1/persons/3')[0]?.body).toEqual({
      firstName: 'Casey', lastName: 'Walker', phone: '(405) 555-1234', myEmployer: '', lifeChurch: false, lifeChurchLocation: null, shirtSize: null,
    });
  });

  it('hides User Config and Deactivate Account from a captain', async () => {
    serveUsers({ 7: buildUserView() });
    signInAs();
    renderRoutes(routes, '/my-profile');
    await screen.findByRole('region', { name: 'Personal Information' });
    expect(screen.queryByRole('region', { name: 'User Config' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate Account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe('/my-profile/change-password');
  });

  it("asks for the current password once one's own email changes, and updates the session's email", async () => {
    const { calls } = serveUsers({ 7: buildUserView() });
    signInAs();
    renderRoutes(routes, '/my-profile');
    const emailSection = within(await screen.findByRole('region', { name: 'Sign-in Email' }));
    expect(emailSection.queryByLabelText(/^Current password/)).toBeNull();
    expect(emailSection.getByRole('button', { name: 'Change Email' }).hasAttribute('disabled')).toBe(true);
    const user = userEvent.setup();
    const email = emailSection.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'New.Captain@Example.com');
    await user.click(emailSection.getByRole('button', { name: 'Change Email' }));
    expect(await emailSection.findByText('Password is required.')).toBeTruthy();
    expect(calls('PATCH', '/v1/users/7')).toHaveLength(0);
    await user.type(emailSection.getByLabelText(/^Current password/), 'Old#Pass1');
    await user.click(emailSection.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText(TOASTS.profileUpdated[1])).toBeTruthy();
    expect(calls('PATCH', '/v1/users/7')[0]?.body).toEqual({ email: 'new.captain@example.com', currentPassword: 'Old#Pass1' });
    expect(sessionStore.getState().session?.user.email).toBe('new.captain@example.com');
  });
});

describe('profile of any user (/user/{id}, admin)', () => {
  const target = () => buildUserView({ id: 9, email: 'sam@example.com', isEmailVerified: false, person: buildPerson({ id: 5, firstName: 'Sam', lastName: 'Stone' }) });

  it('saves User Config with PATCH /v1/users/{id} {isEmailVerified, role, active}', async () => {
    const { calls } = serveUsers({ 9: target() });
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/user/9');
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeTruthy();
    const config = within(await screen.findByRole('region', { name: 'User Config' }));
    const user = userEvent.setup();
    await user.click(config.getByLabelText('Email verified'));
    await user.selectOptions(config.getByLabelText('Role'), 'Admin');
    await user.click(config.getByRole('button', { name: 'Save User Config' }));
    expect(await screen.findByText(TOASTS.profileUpdated[1])).toBeTruthy();
    expect(calls('PATCH', '/v1/users/9')[0]?.body).toEqual({ isEmailVerified: true, role: 'admin', active: true });
    // Another user's email changes without a current password.
    const emailSection = section('Sign-in Email');
    await user.clear(emailSection.getByLabelText(/^Email/));
    await user.type(emailSection.getByLabelText(/^Email/), 'samuel@example.com');
    expect(emailSection.queryByLabelText(/^Current password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe('/user/9/user-password');
  });

  it('makes the user a volunteer of the city chosen (docs/features/event-day.md)', async () => {
    const { calls } = serveUsers({ 9: target() });
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/user/9');
    const config = within(await screen.findByRole('region', { name: 'User Config' }));
    const user = userEvent.setup();
    expect(config.queryByLabelText(/^Checks in/)).toBeNull();
    await user.selectOptions(config.getByLabelText('Role'), 'Volunteer (check-in only)');
    await user.selectOptions(config.getByLabelText(/^Checks in/), 'Tulsa');
    await user.click(config.getByRole('button', { name: 'Save User Config' }));
    expect(await screen.findByText(TOASTS.profileUpdated[1])).toBeTruthy();
    expect(calls('PATCH', '/v1/users/9')[0]?.body).toEqual({ isEmailVerified: false, role: 'volunteer', active: true, eventCity: 'Tulsa' });
  });

  it('deactivates the account after a confirmation', async () => {
    const { calls } = serveUsers({ 9: target() });
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/user/9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate Account' }));
    expect(dialog.getByText(/Sam Stone \(sam@example.com\)/)).toBeTruthy();
    expect(calls('PATCH', '/v1/users/9')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The account has been deactivated.')).toBeTruthy();
    expect(calls('PATCH', '/v1/users/9')[0]?.body).toEqual({ active: false });
  });

  it('shows the server message when the admin removes their own admin role', async () => {
    serveUsers(
      { 1: buildUserView({ id: 1, email: 'admin@example.com', role: 'admin', team: null }) },
      { patchUser: () => jsonResponse({ code: 403, message: USER_MESSAGES.ownAdminAccess }, 403) },
    );
    signInAs({ role: 'admin', user: { id: 1 } });
    renderRoutes(routes, '/my-profile');
    const config = within(await screen.findByRole('region', { name: 'User Config' }));
    expect(screen.queryByRole('button', { name: 'Deactivate Account' })).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(config.getByLabelText('Role'), 'Captain');
    await user.click(config.getByRole('button', { name: 'Save User Config' }));
    expect(await config.findByText(USER_MESSAGES.ownAdminAccess)).toBeTruthy();
    expect(await screen.findByText(TOASTS.profileUpdateFailed[1])).toBeTruthy();
  });

  it('is the 404 page for a captain', async () => {
    const { calls } = serveUsers({ 9: target() });
    signInAs();
    const { currentLocation } = renderRoutes(routes, '/user/9');
    expect(await screen.findByText(UI_MESSAGES.notFoundTitle)).toBeTruthy();
    expect(currentLocation().pathname).toBe('/404');
    expect(calls('GET', '/v1/users/9')).toHaveLength(0);
  });
});
