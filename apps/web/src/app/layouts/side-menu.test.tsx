import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY, type CheckInRoster } from '@walkfund/domain';
import { enqueue, readQueue } from '../../features/check-in/lib/offline-queue.ts';
import { loadRosters, saveRoster } from '../../features/check-in/lib/offline-store.ts';
import { signInAs } from '../../test/fixtures.ts';
import { emptyResponse, mockFetch } from '../../test/fetch-mock.ts';
import { marker, renderRoutes } from '../../test/render.tsx';
import { SideMenu } from './side-menu.tsx';

function renderMenu(path: string, session: ReturnType<typeof signInAs>) {
  return renderRoutes([{ path: '*', element: <SideMenu user={session.user} /> }, marker('/login')], path);
}

const roster: CheckInRoster = {
  eventYear: 2026, eventCity: 'Oklahoma City', registered: 1, checkedIn: 0, waivers: [],
  entries: [{
    entryId: 1, firstName: 'Rita', lastName: 'Runner', team: null, kind: 'walk', eventCity: 'Oklahoma City', shirtSize: 'md', bib: null,
    checkedInAt: null, checkedInBy: null, shirtGivenSize: null, shirtGivenAt: null, waiver: 'not-required', tokenHash: 'hash-1',
  }],
};

/** A roster kept on the phone and two check-ins the server has not answered yet. */
async function keepCheckInData() {
  await saveRoster(roster);
  for (const entryId of [1, 2]) {
    await enqueue({ type: 'check-in', clientId: crypto.randomUUID(), entryId, giveShirt: false, at: '2026-04-18T13:02:00.000Z' }, `Person ${entryId}`);
  }
}

const linkNames = (nav: HTMLElement) => within(nav).queryAllByRole('link').map((link) => link.textContent);

describe('SideMenu', () => {
  it('shows a captain Dashboard with My Team, My Page and My Profile only, the role and View My Team', async () => {
    mockFetch();
    renderMenu('/', signInAs({ role: 'captain' }));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(linkNames(nav)).toEqual(['Dashboard', 'My Team', 'My Page', 'My Profile', 'View My Team']);
    expect(within(nav).getByRole('link', { name: 'My Page' }).getAttribute('href')).toBe('/my-page');
    expect(within(nav).queryAllByRole('button', { name: /Reports|Participants|Admin Links/ })).toHaveLength(0);
    expect(within(nav).getByText('Captain')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'View My Team' }).getAttribute('href')).toBe('/team/blue-walkers');
  });

  it('shows a participant My Page and Sign Out only', () => {
    mockFetch();
    renderMenu('/my-page', signInAs({ role: 'participant' }));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(linkNames(nav)).toEqual(['My Page']);
    expect(within(nav).getByText('Fundraiser')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('hides View My Team when the user has no team', () => {
    mockFetch();
    renderMenu('/', signInAs({ role: 'captain', user: { team: null } }));
    expect(screen.queryByRole('link', { name: 'View My Team' })).toBeNull();
  });

  it('shows the admin menu with its groups', async () => {
    mockFetch();
    renderMenu('/', signInAs({ role: 'admin' }));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByText('Admin')).toBeTruthy();
    expect(linkNames(nav)).toEqual(['Dashboard', 'My Team', 'My Profile', 'Teams', 'Users', 'Transactions', 'Monthly Gifts', 'Matches', 'Check-in', 'Kindful', 'Event Config']);
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Participants' }));
    await user.click(within(nav).getByRole('button', { name: 'Reports' }));
    await user.click(within(nav).getByRole('button', { name: 'Admin Links' }));
    await within(nav).findByRole('link', { name: 'Offline Donation' });
    expect(linkNames(nav)).toEqual([
      'Dashboard', 'My Team', 'My Profile', 'Teams', 'Users',
      'Donations', 'T-Shirts', 'All Participants',
      'Transactions', 'Monthly Gifts', 'Matches', 'Check-in', 'Kindful',
      'Teams', 'Life Church', 'Runners', 'T-Shirts', 'Donations', 'Transactions', 'Daily Snapshots', 'Participants', 'Fundraisers', 'Matches', 'Tributes',
      'Event Config',
      'Offline Donation', 'Products', 'Payment Reconciliation', 'Background Jobs', 'API Reference',
    ]);
    const offline = within(nav).getByRole('link', { name: 'Offline Donation' });
    expect(offline.getAttribute('href')).toBe('/frontend/donate');
    expect(offline.getAttribute('target')).toBe('_blank');
    expect(within(nav).getByRole('link', { name: 'Daily Snapshots' }).getAttribute('href')).toBe('/admin/reports/daily-reports');
    expect(within(nav).getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/frontend/products');
    expect(within(nav).getByRole('link', { name: 'Payment Reconciliation' }).getAttribute('href')).toBe('/reconciliation');
    expect(within(nav).getByRole('link', { name: 'Background Jobs' }).getAttribute('href')).toBe('/jobs');
    expect(within(nav).getByRole('link', { name: 'API Reference' }).getAttribute('href')).toBe('/docs/api');
  });

  it('opens the group of the current page and marks its link', () => {
    mockFetch();
    renderMenu('/participants/donors', signInAs({ role: 'admin' }));
    const donations = screen.getByRole('link', { name: 'Donations' });
    expect(donations.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Participants' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'All Participants' }).getAttribute('aria-current')).toBeNull();
  });

  it('Sign Out sends the refresh token to logout, clears the session and goes to /login', async () => {
    const { calls } = mockFetch((r) => (r.path === '/v1/auth/logout' ? emptyResponse() : undefined));
    renderMenu('/teams', signInAs({ role: 'admin' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('page /login')).toBeTruthy();
    expect(calls('POST', '/v1/auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
  });

  it("Sign Out deletes the check-in rosters kept on the phone (a shared phone's next user never sees them)", async () => {
    mockFetch((r) => (r.path === '/v1/auth/logout' ? emptyResponse() : undefined));
    await saveRoster(roster);
    renderMenu('/check-in', signInAs({ role: 'volunteer' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('page /login')).toBeTruthy();
    expect(await loadRosters()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with two check-ins not sent, Sign Out asks first, and "Stay signed in" keeps the session and the data', async () => {
    const { calls } = mockFetch((r) => (r.path === '/v1/auth/logout' ? emptyResponse() : undefined));
    await keepCheckInData();
    renderMenu('/check-in', signInAs({ role: 'volunteer' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    expect(within(dialog).getByText('2 check-ins have not been sent yet. Signing out now deletes them from this phone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('page /login')).toBeNull();
    expect(calls('POST', '/v1/auth/logout')).toHaveLength(0);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect((await loadRosters()).map((r) => r.city)).toEqual(['Oklahoma City']);
    expect((await readQueue()).waiting).toHaveLength(2);
  });

  it('"Sign out anyway" signs out and deletes the rosters and the check-ins not sent', async () => {
    const { calls } = mockFetch((r) => (r.path === '/v1/auth/logout' ? emptyResponse() : undefined));
    await keepCheckInData();
    renderMenu('/check-in', signInAs({ role: 'volunteer' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign out?' })).getByRole('button', { name: 'Sign out anyway' }));
    expect(await screen.findByText('page /login')).toBeTruthy();
    expect(calls('POST', '/v1/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(await loadRosters()).toEqual([]);
    expect(await readQueue()).toEqual({ waiting: [], refused: [] });
  });
});
