import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOASTS } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { buildTeamDetail, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';

afterEach(() => notifications.clean());

// The answer as the API sends it (createdTeamSchema; answers are checked against their schema in tests).
const created = {
  team: buildTeamDetail({ id: 31, name: 'Red Rovers', slug: 'red-rovers' }),
  user: { id: 50, email: 'rae@example.com', role: 'captain', active: true, isEmailVerified: false, person: 60, team: { id: 31, name: 'Red Rovers', slug: 'red-rovers', active: true } },
};

function serve(create: (r: MockRequest) => Response = () => jsonResponse(created, 201)) {
  return mockFetch((r) => {
    if (r.method === 'POST' && r.path === '/v1/teams/create-team') return create(r);
    if (r.method === 'GET' && r.path === '/v1/teams/') return jsonResponse({ results: [], page: 1, limit: 200, totalPages: 0, totalResults: 0 });
    return undefined;
  });
}

type EditorElement = HTMLElement & { editor?: { commands: { setContent: (c: string, o: { emitUpdate: boolean }) => void } } };

async function openForm() {
  signInAs({ role: 'admin' });
  const view = renderRoutes(routes, '/create-team');
  await screen.findByRole('form', { name: 'Create a Team' });
  return view;
}

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'Walkfund#2026') {
  await user.type(screen.getByLabelText(/^First name/), 'Rae');
  await user.type(screen.getByLabelText(/^Last name/), 'Runner');
  await user.type(screen.getByLabelText(/^Email/), 'Rae@Example.com');
  await user.type(screen.getByLabelText(/^Phone/), '4055550188');
  await user.type(screen.getByLabelText(/^Password/), 'Walkfund#2026');
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.type(screen.getByLabelText(/^Team name/), 'Red Rovers');
  await user.selectOptions(screen.getByLabelText(/^Team city/), 'Oklahoma City');
  const editor = screen.getByRole('textbox', { name: 'Team message' }) as EditorElement;
  act(() => editor.editor!.commands.setContent('<p>Join us!</p>', { emitUpdate: true }));
}

describe('/create-team (admin)', () => {
  it("has the spec's short form, with Cancel to /teams", async () => {
    serve();
    await openForm();
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Phone/, /^Password/, /^Confirm password/, /^Team name/, /^Team city/]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: 'Team message' })).toBeTruthy();
    expect((screen.getByLabelText(/^Team city/) as HTMLSelectElement).value).toBe('');
    expect(screen.queryByLabelText(/Shirt size/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/teams');
  });

  it('creates the captain and the team with one call, shows the create-team toast and goes to /teams', async () => {
    const { calls } = serve();
    const { currentLocation } = await openForm();
    const user = userEvent.setup();
    await fill(user);
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('(405) 555-0188');
    await user.click(screen.getByRole('button', { name: 'Create My Team!' }));
    expect(await screen.findByText(TOASTS.createTeamSuccess[1])).toBeTruthy();
    expect(calls('POST', '/v1/teams/create-team')[0]?.body).toEqual({
      captain: { firstName: 'Rae', lastName: 'Runner', email: 'rae@example.com', phone: '(405) 555-0188', password: { password: 'Walkfund#2026', confirm: 'Walkfund#2026' } },
      team: { name: 'Red Rovers', eventCity: 'Oklahoma City', teamMessage: '<p>Join us!</p>' },
    });
    await waitFor(() => expect(currentLocation().pathname).toBe('/teams'));
  });

  it('refuses an invalid form with the failure toast and the field texts, without calling the server', async () => {
    const { calls } = serve();
    await openForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create My Team!' }));
    expect(await screen.findByText(TOASTS.createTeamFailed[1])).toBeTruthy();
    expect(screen.getByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Team name is required.')).toBeTruthy();
    expect(screen.getByText('Team message is required.')).toBeTruthy();
    expect(calls('POST', '/v1/teams/create-team')).toHaveLength(0);
  });

  it('checks that the passwords match', async () => {
    const { calls } = serve();
    await openForm();
    const user = userEvent.setup();
    await fill(user, 'Different#2026');
    await user.tab();
    expect(await screen.findByText('Passwords must match.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create My Team!' }).hasAttribute('disabled')).toBe(true);
    expect(calls('POST', '/v1/teams/create-team')).toHaveLength(0);
  });

  it('shows the failure toast and the server message in an alert when the server refuses', async () => {
    serve(() => jsonResponse({ code: 409, message: 'A user with that email already exists.' }, 409));
    const { currentLocation } = await openForm();
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create My Team!' }));
    expect(await screen.findByText(TOASTS.createTeamFailed[1])).toBeTruthy();
    expect(screen.getByRole('alert', { name: 'The team was not created' }).textContent).toContain('A user with that email already exists.');
    expect(currentLocation().pathname).toBe('/create-team');
  });
});
