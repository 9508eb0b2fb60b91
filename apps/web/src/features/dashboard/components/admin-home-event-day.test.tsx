import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { AdminHome, AdminHomeEventDay } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DashboardPage } from '../routes/dashboard-page.tsx';
import { ADMIN_HOME_REFRESH_MS, adminHomeQuery } from './admin-home-api.ts';

const shirt = (eventCity: 'Oklahoma City' | 'Tulsa', size: string, label: string, onHand: number | null, given: number) => ({ eventCity, size, label, onHand, given });

function eventDay(okcCheckedIn: number, mediumOnHand: number, mediumGiven: number): AdminHomeEventDay {
  return {
    eventYear: 2025,
    updatedAt: '2025-04-12T14:05:09.000Z',
    cities: [
      {
        eventCity: 'Oklahoma City',
        registered: 40,
        checkedIn: okcCheckedIn,
        kinds: [
          { kind: 'walk', registered: 30, checkedIn: okcCheckedIn - 2 },
          { kind: '5k', registered: 8, checkedIn: 2 },
          { kind: '5k-virtual', registered: 2, checkedIn: 0 },
        ],
        shirts: [
          shirt('Oklahoma City', 'Small', 'Small', null, 0),
          shirt('Oklahoma City', 'Medium', 'Medium', mediumOnHand, mediumGiven),
          shirt('Oklahoma City', 'Large', 'Large', -1, 11),
        ],
        waiversMissing: 2,
      },
      {
        eventCity: 'Tulsa',
        registered: 12,
        checkedIn: 0,
        kinds: [
          { kind: 'walk', registered: 12, checkedIn: 0 },
          { kind: '5k', registered: 0, checkedIn: 0 },
          { kind: '5k-virtual', registered: 0, checkedIn: 0 },
        ],
        shirts: [shirt('Tulsa', 'Small', 'Small', null, 0)],
        waiversMissing: 0,
      },
    ],
  };
}

const home = (day: AdminHomeEventDay | null): AdminHome => ({
  year: 2025,
  priorYear: 2024,
  today: '2025-04-12',
  raised: { total: 0, goal: 1000, today: 0, thisWeek: 0, weekStart: '2025-04-07', byType: [{ type: 'donation', amount: 0 }, { type: 'tshirt', amount: 0 }, { type: '5k', amount: 0 }] },
  comparison: { date: null, priorDate: null, currentRaised: null, priorRaised: null, currentTeams: null, priorTeams: null, currentParticipants: null, priorParticipants: null },
  trend: [],
  teams: 0,
  participants: 0,
  runners: [],
  shirts: { sizes: [], total: 0, toShip: 0 },
  newestGifts: [],
  eventDay: day,
  monthlyGifts: { active: 0, monthlyTotal: 0 },
  attention: { failedJobs: 0, awaitingReconciliation: 0, awaitingAmount: 0 },
});

afterEach(() => vi.useRealTimers());

describe('the admin home: event day (docs/features/event-day.md)', () => {
  it('shows per city checked in of registered per kind, shirts given against those on hand, waivers missing with a link, and when it was read', async () => {
    mockFetch((r) => (r.path === '/v1/admin/home' ? jsonResponse(home(eventDay(12, 20, 5))) : undefined));
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Event day' })).toBeTruthy();
    expect(screen.getByText('Updated at 9:05:09 AM')).toBeTruthy();

    const okc = within(screen.getByRole('region', { name: 'Event day in Oklahoma City' }));
    expect(okc.getByText('12 of 40 checked in')).toBeTruthy();
    expect(okc.getByTestId('checked-in-Oklahoma City-walk').textContent).toBe('10 of 30');
    expect(okc.getByTestId('checked-in-Oklahoma City-5k').textContent).toBe('2 of 8');
    expect(okc.getByTestId('checked-in-Oklahoma City-5k-virtual').textContent).toBe('0 of 2');
    const shirts = within(okc.getByRole('table', { name: 'Shirts in Oklahoma City' }));
    // Sizes neither counted nor given stay out.
    expect(shirts.getAllByRole('row').map((row) => row.textContent)).toEqual(['SizeGivenOn hand', 'Medium520', 'Large11-1']);
    expect(okc.getByRole('link', { name: '2 waivers missing' }).getAttribute('href')).toBe('/check-in');

    const tulsa = within(screen.getByRole('region', { name: 'Event day in Tulsa' }));
    expect(tulsa.getByText('0 of 12 checked in')).toBeTruthy();
    expect(tulsa.getByText('No shirts counted or given yet.')).toBeTruthy();
    expect(tulsa.getByText('No waivers missing.')).toBeTruthy();
  });

  it('is live: reads the home again every few seconds and the counts follow', async () => {
    expect(ADMIN_HOME_REFRESH_MS).toBeGreaterThanOrEqual(15_000);
    expect(ADMIN_HOME_REFRESH_MS).toBeLessThanOrEqual(30_000);
    expect(adminHomeQuery.refetchInterval).toBe(ADMIN_HOME_REFRESH_MS);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = home(eventDay(12, 20, 5));
    const { calls } = mockFetch((r) => (r.path === '/v1/admin/home' ? jsonResponse(answer) : undefined));
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    expect(await screen.findByText('12 of 40 checked in')).toBeTruthy();
    answer = home({ ...eventDay(13, 19, 6), updatedAt: '2025-04-12T14:05:29.000Z' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADMIN_HOME_REFRESH_MS);
    });
    expect(await screen.findByText('13 of 40 checked in')).toBeTruthy();
    expect(screen.getByText('Updated at 9:05:29 AM')).toBeTruthy();
    expect(calls('GET', '/v1/admin/home').length).toBeGreaterThanOrEqual(2);
  });

  it('has no event day section when the year has no entry and no shirt count', async () => {
    mockFetch((r) => (r.path === '/v1/admin/home' ? jsonResponse(home(null)) : undefined));
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    expect(await screen.findByRole('heading', { name: 'How we are doing' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Event day' })).toBeNull();
  });
});
