import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOASTS } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildPersonView } from '../testing.ts';

afterEach(() => notifications.clean());

const stored = buildPersonView({
  myEmployer: 'Acme Co',
  lifeChurch: true,
  lifeChurchLocation: 'Edmond',
  address: { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74103' },
  team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', eventCity: 'Tulsa', year: 2025, active: true },
});

function servePerson(patch: (r: MockRequest) => Response = (r) => jsonResponse({ ...stored, ...(r.body as object) })) {
  return mockFetch((r) => {
    if (r.path !== '/v1/persons/5') return undefined;
    if (r.method === 'GET') return jsonResponse(stored);
    if (r.method === 'PATCH') return patch(r);
    return undefined;
  });
}

async function openEdit() {
  signInAs({ role: 'admin' });
  const view = renderRoutes(routes, '/participants/5');
  await screen.findByRole('form', { name: 'Participant' });
  return view;
}

describe('/participants/{id} (admin)', () => {
  it('loads the participant with their team, and fills the spec fields', async () => {
    const { calls } = servePerson();
    await openEdit();
    expect(calls('GET', '/v1/persons/5')[0]?.query.get('populateTeam')).toBe('true');
    const value = (label: RegExp | string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value(/^First name/)).toBe('Pat');
    expect(value(/^Last name/)).toBe('Walker');
    expect(value(/^Email/)).toBe('pat@example.com');
    expect(value(/^Phone/)).toBe('(405) 555-0101');
    expect(value('Employer')).toBe('Acme Co');
    expect(value('Event')).toBe('piecewalk');
    expect(value(/Life.Church location/)).toBe('Edmond');
    expect(value(/^Address/)).toBe('1 Main St');
    const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked;
    expect([checked('Marketing emails'), checked('Anonymous'), checked('Life.Church'), checked('Use employer as name')]).toEqual([true, false, true, false]);
    expect(screen.getByRole('link', { name: 'Blue Walkers' }).getAttribute('href')).toBe('/team/11');
    expect(screen.getByRole('link', { name: 'All Participants' }).getAttribute('href')).toBe('/participants');
  });

  it("saves the spec's participant update with PATCH /v1/persons/{id} and shows the success toast", async () => {
    const { calls } = servePerson();
    await openEdit();
    const user = userEvent.setup();
    const phone = screen.getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.clear(screen.getByLabelText(/^First name/));
    await user.type(screen.getByLabelText(/^First name/), 'Patricia');
    await user.click(screen.getByLabelText('Anonymous'));
    await user.click(screen.getByLabelText('Use employer as name'));
    await user.selectOptions(screen.getByLabelText('Event'), '5K');
    await user.click(screen.getByLabelText('Life.Church'));
    await user.click(screen.getByRole('button', { name: 'Save Participant' }));
    expect(await screen.findByText(TOASTS.participantUpdated[1])).toBeTruthy();
    expect(calls('PATCH', '/v1/persons/5')[0]?.body).toEqual({
      id: 5, firstName: 'Patricia', lastName: 'Walker', email: 'pat@example.com', phone: '', marketing: true, anonymous: true,
      lifeChurch: false, lifeChurchLocation: null, myEmployer: 'Acme Co', useEmployerAsName: true, event: '5k',
      address: { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74103' },
    });
  });

  it('refuses an invalid form with the failure toast (docs/decisions/0106-typos-in-messages.md spelling), without calling the server', async () => {
    const { calls } = servePerson();
    await openEdit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.clear(screen.getByLabelText(/^Zip/));
    await user.type(screen.getByLabelText(/^Zip/), '12');
    const save = screen.getByRole('button', { name: 'Save Participant' });
    // Fields checked on blur disable Save; a submit of the form shows the failure toast.
    await user.tab();
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    screen.getByRole('form', { name: 'Participant' }).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(await screen.findByText('There was a problem updating the participant.')).toBeTruthy();
    expect(screen.getByText('Must be a valid email address.')).toBeTruthy();
    expect(screen.getByText('Must be a valid 5 digit zipcode.')).toBeTruthy();
    expect(calls('PATCH', '/v1/persons/5')).toHaveLength(0);
  });

  it('shows the failure toast and the server message when the save is refused', async () => {
    servePerson(() => jsonResponse({ code: 400, message: 'firstName: First name must be at least 2 characters.' }, 400));
    await openEdit();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Participant' }));
    expect(await screen.findByText(TOASTS.participantUpdateFailed[1])).toBeTruthy();
    expect(screen.getByText('firstName: First name must be at least 2 characters.')).toBeTruthy();
  });

  it('goes Back to where the admin came from', async () => {
    mockFetch((r) => {
      if (r.path === '/v1/persons/5' && r.method === 'GET') return jsonResponse(stored);
      if (r.path === '/v1/persons/') return jsonResponse({ results: [stored], page: 1, limit: 100, totalPages: 1, totalResults: 1 });
      return undefined;
    });
    signInAs({ role: 'admin' });
    const { currentLocation } = renderRoutes(routes, '/participants?search=pat');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Edit Pat Walker' }));
    await screen.findByRole('form', { name: 'Participant' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation().pathname + currentLocation().search).toBe('/participants?search=pat'));
  });
});
