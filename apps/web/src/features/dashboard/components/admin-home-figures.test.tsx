import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminHome } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DashboardPage } from '../routes/dashboard-page.tsx';

const home: AdminHome = {
  year: 2025,
  priorYear: 2024,
  today: '2025-04-09',
  raised: {
    total: 1234.5, goal: 250_000, today: 75, thisWeek: 410.25, weekStart: '2025-04-07',
    byType: [{ type: 'donation', amount: 1000.5 }, { type: 'tshirt', amount: 174 }, { type: '5k', amount: 60 }],
  },
  comparison: {
    date: '2025-04-08', priorDate: '2024-04-08', currentRaised: 1159.5, priorRaised: 900, currentTeams: 4, priorTeams: 3,
    currentParticipants: 20, priorParticipants: 18,
  },
  trend: [{ day: '04-07', current: 1000, prior: 850 }, { day: '04-08', current: 1159.5, prior: 900 }],
  teams: 4,
  participants: 21,
  runners: [{ runType: 'in-person', count: 2 }],
  shirts: { sizes: [{ size: 'lg', label: 'Large', quantity: 5 }, { size: 'sm', label: 'Small', quantity: 2 }], total: 7, toShip: 3 },
  newestGifts: [
    { lineItemId: 31, transactionId: 17, donor: 'Dana Donor', amount: 50, teamName: 'Blue Walkers', anonymous: false, createdAt: '2025-04-09T15:00:00.000Z' },
    { lineItemId: 30, transactionId: 16, donor: 'Quiet Giver', amount: 20, teamName: null, anonymous: true, createdAt: '2025-04-08T15:00:00.000Z' },
  ],
  eventDay: null,
  monthlyGifts: { active: 12, monthlyTotal: 415 },
  attention: { failedJobs: 2, awaitingReconciliation: 1, awaitingAmount: 25.88 },
};

const linkOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('the admin home (docs/features/receipts-and-admin-home.md)', () => {
  it('shows how the year is doing, each figure linking to the grid or report behind it, above the admin areas', async () => {
    const { calls } = mockFetch((r) => (r.path === '/v1/admin/home' ? jsonResponse(home) : undefined));
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    expect(await screen.findByRole('heading', { name: 'How we are doing' })).toBeTruthy();
    expect(calls('GET', '/v1/admin/home')).toHaveLength(1);

    // Raised against the goal, per type; money in the domain's format.
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('of the $250,000.00 goal (0.49%)')).toBeTruthy();
    expect(linkOf('Raised so far')).toBe('/transactions');
    expect(linkOf('Donations')).toBe('/admin/reports/donations');
    expect(screen.getByTestId('raised-donation').textContent).toBe('$1,000.50');
    expect(linkOf('T-shirts')).toBe('/admin/reports/products');
    expect(linkOf('5k runners')).toBe('/admin/reports/runners');

    // Today and this week, in Chicago days.
    expect(screen.getByText('$75.00')).toBeTruthy();
    expect(screen.getByText('$410.25')).toBeTruthy();
    expect(screen.getByText('Since Monday, Apr 7, 2025')).toBeTruthy();

    // This year against last year at the same date.
    expect(linkOf('2025 against 2024')).toBe('/admin/reports/daily-reports');
    expect(screen.getByText('$900.00 by Apr 8, 2024: $259.50 ahead')).toBeTruthy();

    // Teams, participants, runners, shirts.
    expect(linkOf('Teams')).toBe('/admin/reports/teams');
    expect(screen.getByLabelText('4 active teams').textContent).toBe('4');
    expect(linkOf('Participants')).toBe('/admin/reports/participant-reports');
    expect(screen.getByLabelText('21 participants').textContent).toBe('21');
    expect(linkOf('Runners by type')).toBe('/admin/reports/runners');
    expect(screen.getByText('In person: 2')).toBeTruthy();
    expect(linkOf('T-shirts sold')).toBe('/admin/reports/products');
    expect(screen.getByText('Large: 5 · Small: 2')).toBeTruthy();
    expect(screen.getByText('3 still to ship.')).toBeTruthy();

    // The newest gifts link to their transactions.
    const gifts = screen.getByRole('link', { name: 'Newest gifts' }).closest('.mantine-Card-root') as HTMLElement;
    expect(within(gifts).getByRole('link', { name: 'Dana Donor for Blue Walkers' }).getAttribute('href')).toBe('/transactions/17');
    expect(within(gifts).getByRole('link', { name: 'Quiet Giver (anonymous)' }).getAttribute('href')).toBe('/transactions/16');

    // What needs attention.
    expect(linkOf('Failed background jobs')).toBe('/jobs?status=failed');
    expect(linkOf('Payments awaiting reconciliation')).toBe('/reconciliation');
    expect(screen.getByText('1 ($25.88)')).toBeTruthy();

    // No event day section without entries or shirt counts.
    expect(screen.queryByRole('heading', { name: 'Event day' })).toBeNull();

    // The quick links stay.
    expect(screen.getByRole('heading', { name: 'Admin areas' })).toBeTruthy();
    expect(linkOf(/^Event Config/)).toBe('/config');
  });

  it('says so when nothing needs attention and no snapshot was taken yet', async () => {
    const quiet = {
      ...home,
      comparison: { ...home.comparison, date: null, priorDate: null, currentRaised: null, priorRaised: null },
      trend: [],
      attention: { failedJobs: 0, awaitingReconciliation: 0, awaitingAmount: 0 },
      runners: [],
      newestGifts: [],
    };
    mockFetch((r) => (r.path === '/v1/admin/home' ? jsonResponse(quiet) : undefined));
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    expect(await screen.findByText('Nothing needs attention.')).toBeTruthy();
    expect(screen.getByText(/No daily snapshot yet/)).toBeTruthy();
    expect(screen.getByText('No runner registered yet.')).toBeTruthy();
    expect(screen.getByText('No gift yet.')).toBeTruthy();
  });

  it('shows what the active monthly gifts give each month and how many there are, linking to their page (docs/features/monthly-gifts.md)', async () => {
    mockFetch((r) => (r.path === '/v1/admin/home' ? jsonResponse(home) : undefined));
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    expect(await screen.findByRole('link', { name: 'Monthly gifts' })).toBeTruthy();
    expect(linkOf('Monthly gifts')).toBe('/monthly-gifts');
    expect(screen.getByLabelText('$415.00 each month').textContent).toBe('$415.00');
    expect(screen.getByTestId('monthly-gifts-active').textContent).toBe('each month from 12 active monthly gifts');
  });

  it('keeps the admin areas when the figures cannot be loaded', async () => {
    mockFetch((r) => (r.path === '/v1/admin/home' ? jsonResponse({ code: 500, message: 'The server is busy.' }, 500) : undefined));
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    expect(await screen.findByText('The figures could not be loaded')).toBeTruthy();
    expect(linkOf(/^Teams/)).toBe('/teams');
  });
});
