import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LineItemView } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildLineItem } from '../testing.ts';

function serveItems(items: LineItemView[]) {
  return mockFetch((r) =>
    r.path === '/v1/lineitems/' ? jsonResponse({ results: items, page: Number(r.query.get('page')), limit: 200, totalPages: 1, totalResults: items.length }) : undefined,
  );
}
const itemRequests = (requests: MockRequest[]) => requests.filter((r) => r.path === '/v1/lineitems/');
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, '').trim());

async function open(path: string, table: string) {
  signInAs({ role: 'admin' });
  const view = renderRoutes(routes, path);
  const grid = await screen.findByRole('table', { name: table });
  return { ...view, rows: within(grid).getAllByRole('row').slice(1) };
}

describe('/participants/donors (admin)', () => {
  it("lists the year's donations with the spec's columns, dates in Chicago, and a Transaction link back to Donations", async () => {
    const { requests } = serveItems([
      // 03:00 UTC on the 6th is still the 5th in Chicago.
      buildLineItem({
        createdAt: '2025-04-06T03:00:00.000Z', amount: 1500.5, fundraiser: { id: 9, firstName: 'Wes', lastName: 'Walker' },
        tribute: { kind: 'memory', honoreeName: 'Grandpa Joe', notified: true, notifyRequested: true },
      }),
      buildLineItem({ id: 101, team: null, primaryContact: 'Sam Stone', myEmployer: 'Globex', useEmployerAsName: true, anonymous: true, transaction: { id: 901, hasShipped: false, externalTransactionId: 'Offline' }, eventCity: 'Oklahoma City' }),
    ]);
    const { rows } = await open('/participants/donors', 'Donations');
    expect(Object.fromEntries(itemRequests(requests)[0]!.query)).toEqual({
      type: 'donation', eventYear: '2025', populate: 'team,person,transaction', sortBy: 'createdAt:desc', page: '1', limit: '200',
    });
    expect(screen.getByRole('heading', { name: 'Donations' })).toBeTruthy();
    expect(headers()).toEqual(['Supporting', 'Type', 'Name', 'Amount', 'Fundraiser', 'Tribute', 'Event City', 'Event Year', 'Created', 'Transaction']);
    expect(cells(rows[0]!)).toEqual([
      'TeamBlue Walkers', 'Donation', 'Dana Donor', '$1,500.50', 'Wes Walker', 'In memory of Grandpa JoeE-card sent', 'Tulsa', '2025', 'Apr 5, 2025', 'Transaction',
    ]);
    expect(cells(rows[1]!)).toEqual(['Event', 'Donation', 'Sam Stoneas GlobexAnonymous', '$25.00', '', '', 'Oklahoma City', '2025', 'Apr 5, 2025', 'Transaction']);
    expect(within(rows[1]!).getByRole('link', { name: 'Transaction' }).getAttribute('href')).toBe('/transactions/901?returnTo=donors&returnName=Donations');
    expect(screen.getByText('Total: 2')).toBeTruthy();
  });

  it('says a refund line is a refund, beside its negative amount', async () => {
    serveItems([buildLineItem({ id: 102, amount: -10, refundOf: 100 }), buildLineItem()]);
    const { rows } = await open('/participants/donors', 'Donations');
    expect(cells(rows[0]!)[3]).toBe('-$10.00Refund');
    expect(cells(rows[1]!)[3]).toBe('$25.00');
  });

  it('sorts by a clicked column and searches on the server', async () => {
    const { requests } = serveItems([buildLineItem()]);
    await open('/participants/donors', 'Donations');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(itemRequests(requests).at(-1)?.query.get('sortBy')).toBe('amount:asc'));
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(itemRequests(requests).at(-1)?.query.get('sortBy')).toBe('amount:desc'));
    await user.click(screen.getByRole('button', { name: 'Supporting' }));
    await waitFor(() => expect(itemRequests(requests).at(-1)?.query.get('sortBy')).toBe('supporting:asc'));
    await user.type(screen.getByLabelText('Search'), 'blue');
    await waitFor(() => expect(itemRequests(requests).at(-1)?.query.get('search')).toBe('blue'));
  });

  it('says so when there are none', async () => {
    serveItems([]);
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/participants/donors');
    expect(await screen.findByText('No donations found.')).toBeTruthy();
  });
});

const runner = (runType: 'in-person' | 'virtual', name: string) => ({
  firstName: name, lastName: 'Quick', email: `${name.toLowerCase()}@example.com`, runType, registrationCost: 30, gender: 'Female', birthDate: '1990-01-02',
});

describe('/participants/runners (admin)', () => {
  it('shows runner details and run type, and the Ship / Shipped link to the invoice for virtual runners only', async () => {
    const { requests } = serveItems([
      buildLineItem({ id: 1, type: '5k', amount: 25, runnerDetails: runner('virtual', 'Vera'), transaction: { id: 910, hasShipped: false, externalTransactionId: 'pi_1' } }),
      buildLineItem({ id: 2, type: '5k', amount: 25, runnerDetails: runner('virtual', 'Vic'), transaction: { id: 911, hasShipped: true, externalTransactionId: 'pi_2' } }),
      buildLineItem({ id: 3, type: '5k', amount: 30, runnerDetails: runner('in-person', 'Ian'), transaction: { id: 912, hasShipped: false, externalTransactionId: 'pi_3' } }),
    ]);
    const { rows } = await open('/participants/runners', 'Runners');
    expect(itemRequests(requests)[0]!.query.get('type')).toBe('5k');
    expect(headers()).toEqual([
      'Supporting', 'Type', 'Primary Contact', 'Runner Details', 'Run Type', 'Amount', 'Event City', 'Event Year', 'Created', 'Shipped', 'Transaction',
    ]);
    expect(cells(rows[0]!)).toEqual(['TeamBlue Walkers', '5K', 'Dana Donor', 'Vera Quickvera@example.com', 'Virtual', '$25.00', 'Tulsa', '2025', 'Apr 5, 2025', 'Ship', 'Transaction']);
    expect(within(rows[0]!).getByRole('link', { name: 'Ship' }).getAttribute('href')).toBe('/invoice/910');
    expect(within(rows[1]!).getByRole('link', { name: 'Shipped' }).getAttribute('href')).toBe('/invoice/911');
    expect(within(rows[2]!).queryByRole('link', { name: /Ship/ })).toBeNull();
    expect(within(rows[2]!).getByText('In-person')).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'Transaction' }).getAttribute('href')).toBe('/transactions/912?returnTo=runners&returnName=Runners');
  });
});

describe('/participants/products (admin)', () => {
  it('shows name, size, quantity and shipped, with a Transaction link back to T-Shirts', async () => {
    const { requests } = serveItems([
      buildLineItem({ id: 1, type: 'tshirt', amount: 40, productDetails: { name: 'Event Tee', size: 'lg', unitCount: 2, pricePerUnit: 20 }, transaction: { id: 920, hasShipped: true, externalTransactionId: 'pi_1' } }),
      buildLineItem({ id: 2, type: 'tshirt', amount: 20, team: null, productDetails: { name: 'Event Tee', size: 'sm', unitCount: 1, pricePerUnit: 20 } }),
    ]);
    const { rows } = await open('/participants/products', 'T-Shirts');
    expect(itemRequests(requests)[0]!.query.get('type')).toBe('tshirt');
    expect(headers()).toEqual(['Supporting', 'Type', 'Name', 'Amount', 'Size', 'Quantity', 'Event City', 'Event Year', 'Created', 'Shipped', 'Transaction']);
    expect(cells(rows[0]!)).toEqual(['TeamBlue Walkers', 'T-Shirt', 'Dana Donor', '$40.00', 'Large', '2', 'Tulsa', '2025', 'Apr 5, 2025', 'Shipped', 'Transaction']);
    expect(cells(rows[1]!)).toEqual(['Event', 'T-Shirt', 'Dana Donor', '$20.00', 'Small', '1', 'Tulsa', '2025', 'Apr 5, 2025', 'No', 'Transaction']);
    expect(within(rows[0]!).getByRole('link', { name: 'Transaction' }).getAttribute('href')).toBe('/transactions/920?returnTo=products&returnName=T-Shirts');
  });
});
