import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_MESSAGES, type UserPersonSummary, type UserView } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';

afterEach(() => notifications.clean());

function person(overrides: Partial<UserPersonSummary> = {}): UserPersonSummary {
  return {
    id: 3, firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(405) 555-1234', address: null, lifeChurch: false,
    lifeChurchLocation: null, shirtSize: null, anonymous: false, marketing: true, myEmployer: null, useEmployerAsName: false, eventYear: 2025,
    event: 'piecewalk', eventCity: 'Tulsa', team: 11, birthDate: null, gender: null, active: true, createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z', ...overrides,
  };
}

function userView(overrides: Partial<UserView> = {}): UserView {
  return {
    id: 7, email: 'ann@example.com', role: 'captain', eventCity: null, active: true, isEmailVerified: true, person: person(),
    team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', active: true, eventCity: 'Tulsa', year: 2025 },
    createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', ...overrides,
  };
}

const page1 = [
  userView(),
  userView({ id: 8, email: 'boss@example.com', role: 'admin', person: person({ id: 4, firstName: 'Bo', lastName: 'Boss' }), team: null }),
  userView({ id: 9, email: 'ghost@example.com', person: null, team: null, active: false }),
];

function serveUsers(answer?: (r: MockRequest) => Response | undefined) {
  return mockFetch((r) => {
    if (r.path !== '/v1/users/') return undefined;
    const custom = answer?.(r);
    if (custom) return custom;
    const page = Number(r.query.get('page'));
    const results = page === 2 ? [userView({ id: 10, email: 'late@example.com', person: person({ firstName: 'Late', lastName: 'Comer' }) })] : page1;
    return jsonResponse({ results, page, limit: 100, totalPages: 2, totalResults: 4 });
  });
}

const userRequests = (requests: MockRequest[]) => requests.filter((r) => r.path === '/v1/users/');

describe('/users (admin)', () => {
  it('lists users from GET /v1/users/ with name and email, role, team or Unassigned, active, and Edit', async () => {
    const { requests } = serveUsers();
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(Object.fromEntries(userRequests(requests)[0]!.query)).toEqual({ populate: 'team,person', limit: '100', page: '1', sortBy: 'createdAt:desc' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Ann Lee')).toBeTruthy();
    expect(within(rows[0]!).getByText('ann@example.com')).toBeTruthy();
    expect(within(rows[0]!).getByText('Captain')).toBeTruthy();
    expect(within(rows[0]!).getByText('Blue Walkers')).toBeTruthy();
    expect(within(rows[0]!).getByText('Active')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Edit ann@example.com' }).getAttribute('href')).toBe('/user/7');
    // The admin role is highlighted (a filled badge), captains are not.
    const adminBadge = within(rows[1]!).getByText('Admin').closest('.mantine-Badge-root')!;
    const captainBadge = within(rows[0]!).getByText('Captain').closest('.mantine-Badge-root')!;
    expect(adminBadge.getAttribute('data-variant')).toBe('filled');
    expect(captainBadge.getAttribute('data-variant')).toBe('light');
    expect(within(rows[1]!).getByText(UI_MESSAGES.unassigned)).toBeTruthy();
    expect(within(rows[2]!).getByText(UI_MESSAGES.noPersonAssigned)).toBeTruthy();
    expect(within(rows[2]!).getByText('ghost@example.com')).toBeTruthy();
    expect(within(rows[2]!).getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('Total: 4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New User' }).getAttribute('href')).toBe('/users/new');
  });

  it('pages with Next and Prev, sorts by a clicked header and searches on the server', async () => {
    const { requests } = serveUsers();
    signInAs({ role: 'admin' });
    const { currentLocation } = renderRoutes(routes, '/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Late Comer')).toBeTruthy();
    expect(userRequests(requests).at(-1)?.query.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByText('Ann Lee')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Team' }));
    await waitFor(() => expect(userRequests(requests).at(-1)?.query.get('sortBy')).toBe('team:asc'));
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(userRequests(requests).at(-1)?.query.get('sortBy')).toBe('lastName:asc'));
    await user.type(screen.getByLabelText('Search'), 'blue walkers');
    await waitFor(() => expect(userRequests(requests).at(-1)?.query.get('search')).toBe('blue walkers'));
    expect(currentLocation().search).toContain('search=blue+walkers');
  });

  it('says so when no user matches, and shows the server error', async () => {
    serveUsers((r) => (r.query.get('search') ? jsonResponse({ results: [], page: 1, limit: 100, totalPages: 0, totalResults: 0 }) : jsonResponse({ code: 500, message: 'Internal server error' }, 500)));
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/users');
    expect(await screen.findByText('Internal server error')).toBeTruthy();
    await userEvent.setup().type(screen.getByLabelText('Search'), 'nobody');
    expect(await screen.findByText('No users found.')).toBeTruthy();
    expect(screen.getByText('Total: 0')).toBeTruthy();
  });
});
