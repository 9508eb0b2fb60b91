import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { buildLineItem, buildTeamDetail, clearToasts, renderTeamPage, serveTeamPage, skipWalkthrough, TEAM_ID } from '../testing/team-fixtures.tsx';

afterEach(clearToasts);

describe('Team Donations tab', () => {
  it("lists the team year's donations with Anonymous for anonymous donors, dollars and Chicago dates", async () => {
    const items = [
      buildLineItem({ id: 1, donorName: 'Carla Diaz', amount: 50, createdAt: '2025-04-05T15:00:00.000Z' }),
      buildLineItem({ id: 2, donorName: 'Anonymous', primaryContact: 'Anonymous', anonymous: true, amount: 1250.5, createdAt: '2025-04-06T03:30:00.000Z' }),
    ];
    const { calls } = serveTeamPage({
      team: buildTeamDetail({ year: 2024, active: false }),
      handler: (r) => (r.path === '/v1/lineitems/' ? jsonResponse({ results: items, page: 1, limit: 100, totalPages: 1, totalResults: 2 }) : undefined),
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamDonations');
    const table = await screen.findByRole('table', { name: 'Team donations' });
    expect(Object.fromEntries(calls('GET', '/v1/lineitems/')[0]!.query)).toEqual({ type: 'donation', team: String(TEAM_ID), eventYear: '2024', limit: '100' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Carla Diaz')).toBeTruthy();
    expect(within(rows[0]!).getByText('$50.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('Apr 5, 2025')).toBeTruthy();
    expect(within(rows[1]!).getByText('Anonymous')).toBeTruthy();
    expect(within(rows[1]!).getByText('$1,250.50')).toBeTruthy();
    // 03:30 UTC on the 6th is still the 5th in Chicago.
    expect(within(rows[1]!).getByText('Apr 5, 2025')).toBeTruthy();
    expect(screen.getByText('Total: 2')).toBeTruthy();
  });

  it("says a refund's line is a refund, beside its negative amount", async () => {
    const items = [buildLineItem({ id: 3, amount: -10, refundOf: 1 }), buildLineItem({ id: 1, amount: 50 })];
    serveTeamPage({
      team: buildTeamDetail({ year: 2024, active: false }),
      handler: (r) => (r.path === '/v1/lineitems/' ? jsonResponse({ results: items, page: 1, limit: 100, totalPages: 1, totalResults: 2 }) : undefined),
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamDonations');
    const rows = within(await screen.findByRole('table', { name: 'Team donations' })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('-$10.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('Refund')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Refund')).toBeNull();
  });

  it('shows Anonymous even when the donor name is sent for an anonymous donation', async () => {
    serveTeamPage({
      handler: (r) =>
        r.path === '/v1/lineitems/'
          ? jsonResponse({ results: [buildLineItem({ anonymous: true, donorName: 'Carla Diaz' })], page: 1, limit: 100, totalPages: 1, totalResults: 1 })
          : undefined,
    });
    skipWalkthrough();
    signInAs({ role: 'admin' });
    renderTeamPage(`/team/${TEAM_ID}?tab=teamDonations`);
    const table = await screen.findByRole('table', { name: 'Team donations' });
    expect(within(table).getByText('Anonymous')).toBeTruthy();
    expect(within(table).queryByText('Carla Diaz')).toBeNull();
  });

  it('says so when there are none, and shows a failure readably', async () => {
    serveTeamPage({ handler: (r) => (r.path === '/v1/lineitems/' ? jsonResponse({ results: [], page: 1, limit: 100, totalPages: 0, totalResults: 0 }) : undefined) });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    const view = renderTeamPage('/my-team?tab=teamDonations');
    expect(await screen.findByText('No donations yet.')).toBeTruthy();
    view.unmount();

    serveTeamPage({ handler: (r) => (r.path === '/v1/lineitems/' ? jsonResponse({ code: 403, message: 'A captain can list only the donations of their own team.' }, 403) : undefined) });
    renderTeamPage('/my-team?tab=teamDonations');
    expect((await screen.findByRole('alert')).textContent).toContain('A captain can list only the donations of their own team.');
  });
});
