import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOASTS } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { eventSettingsFixture, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';

afterEach(() => notifications.clean());

const emptyList = jsonResponse({ results: [], page: 1, limit: 100, totalPages: 0, totalResults: 0 });

// The created user as the API answers it (userViewSchema; answers are checked against their schema in tests).
const created = { id: 40, email: 'new@example.com', role: 'captain', active: true, isEmailVerified: false, person: 12, team: null, createdAt: '2025-03-01T18:00:00.000Z', updatedAt: '2025-03-01T18:00:00.000Z' };

function serve(create: (r: MockRequest) => Response = () => jsonResponse(created, 201)) {
  return mockFetch((r) => {
    if (r.method === 'POST' && r.path === '/v1/users') return create(r);
    if (r.method === 'GET' && r.path === '/v1/users/') return emptyList;
    return undefined;
  });
}

async function openForm() {
  signInAs({ role: 'admin' });
  const view = renderRoutes(routes, '/users/new');
  await screen.findByRole('form', { name: 'New user' });
  return view;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'New.User@Example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Walkfund#2026');
  await user.type(screen.getByLabelText(/^First name/), 'Nora');
  await user.type(screen.getByLabelText(/^Last name/), 'Newman');
  await user.type(screen.getByLabelText(/^Phone/), '4055550142');
}

describe('/users/new (admin)', () => {
  it("starts from the spec's defaults: role Captain, marketing on, the current event year", async () => {
    serve();
    await openForm();
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('captain');
    expect((screen.getByLabelText('Marketing emails') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Event year/) as HTMLInputElement).value).toBe(String(eventSettingsFixture.appYear));
    expect((screen.getByLabelText('Life.Church') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText(/Life.Church campus/)).toBeNull();
    expect((screen.getByLabelText('Event city') as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/users');
  });

  it("posts the spec's payload, shows the success toast and goes back to /users", async () => {
    const { calls } = serve();
    const { currentLocation } = await openForm();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await user.selectOptions(screen.getByLabelText('Event city'), 'Tulsa');
    await user.click(screen.getByLabelText('Life.Church'));
    await user.selectOptions(screen.getByLabelText(/Life.Church campus/), 'Jenks');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(TOASTS.userCreated[1])).toBeTruthy();
    expect(calls('POST', '/v1/users')[0]?.body).toEqual({
      user: { email: 'New.User@Example.com', password: 'Walkfund#2026', role: 'admin' },
      person: {
        firstName: 'Nora', lastName: 'Newman', email: 'New.User@Example.com', phone: '(405) 555-0142', lifeChurch: true, lifeChurchLocation: 'Jenks',
        marketing: true, anonymous: false, useEmployerAsName: false, eventYear: eventSettingsFixture.appYear, eventCity: 'Tulsa',
      },
    });
    await waitFor(() => expect(currentLocation().pathname).toBe('/users'));
  });

  it('asks a volunteer for the city they check in, and sends it with the account (docs/features/event-day.md)', async () => {
    const { calls } = serve();
    await openForm();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Role'), 'Volunteer (check-in only)');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Choose the city this volunteer checks in.')).toBeTruthy();
    expect(calls('POST', '/v1/users')).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText(/^Event city/), 'Oklahoma City');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(TOASTS.userCreated[1])).toBeTruthy();
    expect(calls('POST', '/v1/users')[0]?.body).toMatchObject({
      user: { role: 'volunteer', eventCity: 'Oklahoma City' },
      person: { eventCity: 'Oklahoma City' },
    });
  });

  it('sends the address only when one is typed, and checks it', async () => {
    const { calls } = serve();
    await openForm();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Address/), '9 Oak Ave');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(TOASTS.userCreateFailed[1])).toBeTruthy();
    expect(calls('POST', '/v1/users')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^City/), 'Norman');
    await user.type(screen.getByLabelText(/^Zip/), '73069');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create User' }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(calls('POST', '/v1/users')).toHaveLength(1));
    expect((calls('POST', '/v1/users')[0]!.body as { person: { address: unknown } }).person.address).toEqual({
      address: '9 Oak Ave', city: 'Norman', state: 'OK', zipcode: '73069',
    });
  });

  it('refuses an invalid form with the failure toast and the field texts, without calling the server', async () => {
    const { calls } = serve();
    await openForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(TOASTS.userCreateFailed[1])).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Phone is required.')).toBeTruthy();
    // Submit stays disabled while errors show.
    expect(screen.getByRole('button', { name: 'Create User' }).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/^Password/), 'weak');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(calls('POST', '/v1/users')).toHaveLength(0);
  });

  it('shows the failure toast and the server message when the server refuses', async () => {
    serve(() => jsonResponse({ code: 409, message: 'Email already taken' }, 409));
    const { currentLocation } = await openForm();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(TOASTS.userCreateFailed[1])).toBeTruthy();
    expect(screen.getByText('Email already taken')).toBeTruthy();
    expect(currentLocation().pathname).toBe('/users/new');
  });
});
