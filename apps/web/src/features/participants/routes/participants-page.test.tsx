import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildPersonView } from '../testing.ts';

const people = [
  buildPersonView({
    team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', eventCity: 'Tulsa', year: 2025, active: true }, lifeChurch: true, lifeChurchLocation: 'Jenks',
    fundraising: { raised: 150.5, goal: 500, page: 'on', slug: 'pat-walker', invitedAt: null },
  }),
  buildPersonView({ id: 6, firstName: 'Quinn', lastName: 'Solo', email: 'quinn@example.com', phone: null, eventCity: null, fundraising: null }),
];

function servePersons(answer: (r: MockRequest) => Response = (r) => jsonResponse({ results: people, page: Number(r.query.get('page')), limit: 100, totalPages: 1, totalResults: 2 })) {
  return mockFetch((r) => (r.path === '/v1/persons/' ? answer(r) : undefined));
}
const personRequests = (requests: MockRequest[]) => requests.filter((r) => r.path === '/v1/persons/');

describe('/participants (admin)', () => {
  it('lists the current event year: name and email, team or No, phone, email, Life.Church with campus, raised, goal, page, city, year, Edit', async () => {
    const { requests } = servePersons();
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/participants');
    const table = await screen.findByRole('table', { name: 'Participants' });
    // staff=false: the persons of staff accounts (admins, volunteers) are not participants.
    expect(Object.fromEntries(personRequests(requests)[0]!.query)).toEqual({
      limit: '100', page: '1', sortBy: 'createdAt:desc', eventYear: '2025', populate: 'team', staff: 'false',
    });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(first!)).toEqual(['Pat Walkerpat@example.com', 'Team', '(405) 555-0101', 'pat@example.com', 'YesJenks', '$150.50', '$500.00', 'On', 'Tulsa', '2025', 'Edit']);
    expect(cells(second!)).toEqual(['Quinn Soloquinn@example.com', 'No', '', 'quinn@example.com', 'No', '', '', '—', '', '2025', 'Edit']);
    expect(within(first!).getByRole('link', { name: 'Edit Pat Walker' }).getAttribute('href')).toBe('/participants/5');
    expect(within(first!).getByRole('link', { name: 'Page of Pat Walker' }).getAttribute('href')).toBe('/frontend/fundraiser/pat-walker');
    expect(screen.getByText('Total: 2')).toBeTruthy();
  });

  it('names a page that is off, hidden by an admin or not claimed, without a link', async () => {
    const team = people[0]!.team;
    const member = (id: number, page: 'off' | 'hidden' | 'none') =>
      buildPersonView({ id, firstName: `Member${id}`, team, fundraising: { raised: 0, goal: 100, page, slug: page === 'none' ? null : `member-${id}`, invitedAt: null } });
    servePersons(() => jsonResponse({ results: [member(7, 'off'), member(8, 'hidden'), member(9, 'none')], page: 1, limit: 100, totalPages: 1, totalResults: 3 }));
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/participants');
    const table = await screen.findByRole('table', { name: 'Participants' });
    const pageCells = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[7]!);
    expect(pageCells.map((cell) => cell.textContent)).toEqual(['Off', 'Hidden by admin', 'None']);
    expect(within(table).queryByRole('link', { name: /^Page of/ })).toBeNull();
  });

  it('changes the year, the sort and the search on the server', async () => {
    const { requests } = servePersons();
    signInAs({ role: 'admin' });
    const { currentLocation } = renderRoutes(routes, '/participants');
    await screen.findByRole('table', { name: 'Participants' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Event year'), '2024');
    await waitFor(() => expect(personRequests(requests).at(-1)?.query.get('eventYear')).toBe('2024'));
    expect(currentLocation().search).toBe('?eventYear=2024');
    await user.click(screen.getByRole('button', { name: 'Life.Church' }));
    await waitFor(() => expect(personRequests(requests).at(-1)?.query.get('sortBy')).toBe('lifeChurch:asc'));
    await user.type(screen.getByLabelText('Search'), 'jenks');
    await waitFor(() => expect(personRequests(requests).at(-1)?.query.get('search')).toBe('jenks'));
    expect(personRequests(requests).at(-1)?.query.get('eventYear')).toBe('2024');
  });

  it('says so when nobody matches', async () => {
    servePersons(() => jsonResponse({ results: [], page: 1, limit: 100, totalPages: 0, totalResults: 0 }));
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/participants');
    expect(await screen.findByText('No participants found.')).toBeTruthy();
    expect(screen.getByText('Total: 0')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
