import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOASTS, type UserView } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { buildTeamDetail, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';

afterEach(() => notifications.clean());

function userView(id: number, first: string, email: string, team: UserView['team'] = null): UserView {
  return {
    id, email, role: 'captain', eventCity: null, active: true, isEmailVerified: true, team,
    person: {
      id: id + 100, firstName: first, lastName: 'Lee', email, phone: null, address: null, lifeChurch: false, lifeChurchLocation: null, shirtSize: null,
      anonymous: false, marketing: true, myEmployer: null, useEmployerAsName: false, eventYear: 2025, event: 'piecewalk', eventCity: null, team: null,
      birthDate: null, gender: null, active: true, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z',
    },
    createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const users = [
  userView(7, 'Ann', 'ann@example.com', { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', active: true, eventCity: 'Tulsa', year: 2025 }),
  userView(8, 'Dana', 'dana@example.com'),
];

function serve(create: (r: MockRequest) => Response = () => jsonResponse(buildTeamDetail({ id: 30, name: 'Green Giants', slug: 'green-giants' }), 201)) {
  return mockFetch((r) => {
    if (r.method === 'GET' && r.path === '/v1/users/') return jsonResponse({ results: users, page: 1, limit: 400, totalPages: 1, totalResults: 2 });
    if (r.method === 'POST' && r.path === '/v1/teams/new-team') return create(r);
    if (r.method === 'GET' && r.path === '/v1/teams/') return jsonResponse({ results: [], page: 1, limit: 200, totalPages: 0, totalResults: 0 });
    return undefined;
  });
}

type EditorElement = HTMLElement & { editor?: { commands: { setContent: (c: string, o: { emitUpdate: boolean }) => void } } };

async function openForm() {
  signInAs({ role: 'admin' });
  const view = renderRoutes(routes, '/teams/new');
  await screen.findByRole('form', { name: 'New team' });
  return view;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Team name/), 'Green Giants');
  await user.selectOptions(screen.getByLabelText(/^Event city/), 'Tulsa');
  const editor = screen.getByRole('textbox', { name: 'Team message' }) as EditorElement;
  act(() => editor.editor!.commands.setContent('<p>Walk <strong>with</strong> us</p>', { emitUpdate: true }));
}

async function chooseCaptain(user: ReturnType<typeof userEvent.setup>, name: string) {
  const select = screen.getByRole('combobox', { name: /Team captain/ });
  await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
  await user.click(select);
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('/teams/new (admin)', () => {
  it('offers the users as captains (those with a team disabled), posts the team and goes back to /teams', async () => {
    const { calls } = serve();
    const { currentLocation } = await openForm();
    expect(Object.fromEntries(calls('GET', '/v1/users/')[0]!.query)).toEqual({ populate: 'team,person', limit: '400', sortBy: 'createdAt:desc' });
    const user = userEvent.setup();
    await fill(user);
    const select = screen.getByRole('combobox', { name: /Team captain/ });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    await user.click(select);
    const taken = await screen.findByRole('option', { name: 'Ann Lee (ann@example.com) · captains Blue Walkers', hidden: true });
    expect(taken.getAttribute('data-combobox-disabled') ?? taken.getAttribute('aria-disabled')).toBeTruthy();
    await user.click(await screen.findByRole('option', { name: 'Dana Lee (dana@example.com)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText(TOASTS.teamCreated[1])).toBeTruthy();
    expect(calls('POST', '/v1/teams/new-team')[0]?.body).toEqual({ name: 'Green Giants', eventCity: 'Tulsa', teamMessage: '<p>Walk <strong>with</strong> us</p>', captain: 8 });
    await waitFor(() => expect(currentLocation().pathname).toBe('/teams'));
  });

  it('requires the captain: an invalid submit shows the failure toast and the texts, without calling the server', async () => {
    const { calls } = serve();
    await openForm();
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText(TOASTS.teamCreateFailed[1])).toBeTruthy();
    expect(screen.getByText('Choose a team captain.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Team' }).hasAttribute('disabled')).toBe(true);
    expect(calls('POST', '/v1/teams/new-team')).toHaveLength(0);
    await chooseCaptain(user, 'Dana Lee (dana@example.com)');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Team' }).hasAttribute('disabled')).toBe(false));
  });

  it('shows the failure toast and the server message when the server refuses', async () => {
    serve(() => jsonResponse({ code: 409, message: 'That user is already the captain of "Blue Walkers".' }, 409));
    const { currentLocation } = await openForm();
    const user = userEvent.setup();
    await fill(user);
    await chooseCaptain(user, 'Dana Lee (dana@example.com)');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText(TOASTS.teamCreateFailed[1])).toBeTruthy();
    expect(screen.getByText('That user is already the captain of "Blue Walkers".')).toBeTruthy();
    expect(currentLocation().pathname).toBe('/teams/new');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/teams');
  });
});
