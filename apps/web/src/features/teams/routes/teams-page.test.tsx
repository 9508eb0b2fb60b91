import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_MESSAGES, type TeamListItem } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { TeamsPage } from './teams-page.tsx';

function buildTeam(overrides: Partial<TeamListItem>): TeamListItem {
  return {
    id: 1,
    name: 'Blue Walkers',
    slug: 'blue-walkers',
    active: true,
    eventCity: 'Tulsa',
    imageUrl: null,
    totalRaised: 1500.5,
    teamDonationGoal: 2000,
    teamMemberGoal: 10,
    participants: 8,
    captain: 5,
    captainPerson: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(405) 555-1234' },
    year: 2025,
    createdAt: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}

const page1 = [buildTeam({}), buildTeam({ id: 2, name: 'Red Runners', slug: 'red-runners', active: false, totalRaised: 0, participants: 0, captain: null, captainPerson: null })];

function serveTeams() {
  return mockFetch((r: MockRequest) => {
    if (r.path !== '/v1/teams/') return undefined;
    const page = Number(r.query.get('page'));
    const search = r.query.get('search') ?? '';
    const results = search ? page1.filter((t) => t.name.toLowerCase().includes(search.toLowerCase())) : page === 2 ? [buildTeam({ id: 3, name: 'Green Giants' })] : page1;
    return jsonResponse({ results, page, limit: 200, totalPages: search ? 1 : 2, totalResults: search ? results.length : 3 });
  });
}

const teamsRequests = (requests: MockRequest[]) => requests.filter((r) => r.path === '/v1/teams/');

describe('TeamsPage', () => {
  it('lists teams from GET /v1/teams/ with captain, money, active and Edit links', async () => {
    const { requests } = serveTeams();
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/teams', element: <TeamsPage /> }], '/teams');
    const table = await screen.findByRole('table', { name: 'Teams' });
    const first = teamsRequests(requests)[0];
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      populate: 'captainPerson',
      limit: '200',
      sortBy: 'totalRaised:desc,active:desc',
      page: '1',
    });
    expect(first?.authorization).toBe('Bearer access-1');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Ann Lee')).toBeTruthy();
    expect(within(rows[0]!).getByText('ann@example.com')).toBeTruthy();
    expect(within(rows[0]!).getByText('$1,500.50')).toBeTruthy();
    expect(within(rows[0]!).getByText('Active')).toBeTruthy();
    // Each Edit names its team, so a screen reader tells the rows' buttons apart.
    expect(within(rows[0]!).getByRole('link', { name: /^Edit \S/ }).getAttribute('href')).toBe('/team/1');
    expect(within(rows[1]!).getByText(UI_MESSAGES.notAssigned)).toBeTruthy();
    expect(within(rows[1]!).getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('Total: 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New Team' }).getAttribute('href')).toBe('/teams/new');
    expect(screen.getByRole('link', { name: 'Create a Team' }).getAttribute('href')).toBe('/create-team');
    expect(screen.queryByRole('button', { name: 'Prev' })).toBeNull();
  });

  it('pages with Next and Prev', async () => {
    const { requests } = serveTeams();
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/teams', element: <TeamsPage /> }], '/teams');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Green Giants')).toBeTruthy();
    expect(teamsRequests(requests).at(-1)?.query.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByText('Blue Walkers')).toBeTruthy();
  });

  it('sorts by a clicked header, toggling the direction', async () => {
    const { requests } = serveTeams();
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/teams', element: <TeamsPage /> }], '/teams');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Name' }));
    await waitFor(() => expect(teamsRequests(requests).at(-1)?.query.get('sortBy')).toBe('name:asc'));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(teamsRequests(requests).at(-1)?.query.get('sortBy')).toBe('name:desc'));
  });

  it('sends the debounced search as search= and goes back to page 1', async () => {
    const { requests } = serveTeams();
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/teams', element: <TeamsPage /> }], '/teams?page=2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search'), 'red');
    await waitFor(() => expect(teamsRequests(requests).at(-1)?.query.get('search')).toBe('red'));
    expect(teamsRequests(requests).filter((r) => r.query.has('search'))).toHaveLength(1);
    expect(teamsRequests(requests).at(-1)?.query.get('page')).toBe('1');
    expect(await screen.findByText('Total: 1')).toBeTruthy();
  });

  it('shows the server error', async () => {
    mockFetch((r) => (r.path === '/v1/teams/' ? jsonResponse({ code: 500, message: 'Internal Server Error' }, 500) : undefined));
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/teams', element: <TeamsPage /> }], '/teams');
    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
  });
});
