import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { buildLineItem, clearToasts, renderTeamPage, serveTeamPage, skipWalkthrough, TEAM_ID } from '../testing/team-fixtures.tsx';

afterEach(clearToasts);

describe('Transactions tab (admin)', () => {
  it("lists the team's line items of every type with a link to each transaction", async () => {
    const items = [
      buildLineItem({ id: 1, type: 'tshirt', amount: 20, transaction: { id: 77, hasShipped: false, externalTransactionId: null }, person: { id: 21, firstName: 'Carla', lastName: 'Diaz', email: 'c@example.com', phone: null } }),
      buildLineItem({ id: 2, type: 'donation', amount: 100, transaction: { id: 78, hasShipped: false, externalTransactionId: 'pi_123' }, person: null, primaryContact: 'Eve Stone' }),
    ];
    const { calls } = serveTeamPage({
      handler: (r) => (r.path === '/v1/lineitems/' ? jsonResponse({ results: items, page: 1, limit: 100, totalPages: 1, totalResults: 2 }) : undefined),
    });
    skipWalkthrough();
    signInAs({ role: 'admin' });
    renderTeamPage(`/team/${TEAM_ID}?tab=teamTransactions`);
    const table = await screen.findByRole('table', { name: 'Team transactions' });
    expect(Object.fromEntries(calls('GET', '/v1/lineitems/')[0]!.query)).toEqual({
      team: String(TEAM_ID), eventYear: '2025', populate: 'transaction,person', limit: '100', sortBy: 'createdAt:desc',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('T-Shirt')).toBeTruthy();
    expect(within(rows[0]!).getByText('Carla Diaz')).toBeTruthy();
    expect(within(rows[0]!).getByText('Offline')).toBeTruthy();
    expect(within(rows[1]!).getByText('Eve Stone')).toBeTruthy();
    const link = within(rows[0]!).getByRole('link', { name: 'View transaction 77' });
    expect(link.getAttribute('href')).toBe('/transactions/77?returnTo=%2Fteam%2F11%3Ftab%3DteamTransactions&returnName=Team+Transactions');
  });
});
