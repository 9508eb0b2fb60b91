import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransactionListItem } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildListItem, clearToasts } from '../testing/transaction-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

afterEach(clearToasts);

const rows: TransactionListItem[] = [
  buildListItem({ id: 1, feesCovered: 1.5, totalCharged: 44.5, totalAmount: 43, shippingFee: 8 }),
  buildListItem({
    id: 2, supportingType: 'event', team: null, eventCity: 'Oklahoma City', name: 'Olive Offline', contactEmail: 'olive@example.com', totalAmount: 100,
    totalCharged: 100, feesCovered: 0, externalTransactionId: 'Offline', offline: true,
  }),
  buildListItem({ id: 3, name: 'Rae Refunded', refunded: 10.5 }),
];

function serve() {
  return mockFetch((r: MockRequest) => {
    if (r.path !== '/v1/transactions/') return undefined;
    const search = (r.query.get('search') ?? '').toLowerCase();
    const results = search ? rows.filter((t) => t.name.toLowerCase().includes(search)) : rows;
    return jsonResponse({ results, page: Number(r.query.get('page')), limit: 800, totalPages: 1, totalResults: results.length });
  });
}

const listRequests = (requests: MockRequest[]) => requests.filter((r) => r.path === '/v1/transactions/');

describe('TransactionsPage', () => {
  it('lists the current year from GET /v1/transactions/ with the spec’s columns', async () => {
    const { requests } = serve();
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/transactions', element: <TransactionsPage /> }], '/transactions');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(Object.fromEntries(listRequests(requests)[0]!.query)).toEqual({ limit: '800', page: '1', sortBy: 'createdAt:desc' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, '').trim());
    expect(headers).toEqual(['Type', 'Name', 'City', 'Year', 'Amount', 'Charged', 'Shipping', 'Fees Paid', 'Payment', 'Method', 'Actions']);
    const [first, offline, refunded] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('Team')).toBeTruthy();
    expect(within(first!).getByText('Blue Walkers')).toBeTruthy();
    expect(within(first!).getByText('$43.00')).toBeTruthy();
    expect(within(first!).getByText('$44.50')).toBeTruthy();
    expect(within(first!).getByText('$8.00')).toBeTruthy();
    expect(within(first!).getByText('$1.50')).toBeTruthy();
    expect(within(first!).getByText('test_pi_abc')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'View transaction 1' }).getAttribute('href')).toBe('/transactions/1');
    expect(within(offline!).getByText('Event')).toBeTruthy();
    expect(within(offline!).getByText('Offline')).toBeTruthy();
    expect(within(offline!).getAllByText('$0.00')).toHaveLength(2);
    expect(within(refunded!).getByText('-$10.50 refunded')).toBeTruthy();
    expect(screen.getByText('Total: 3')).toBeTruthy();
  });

  it('sorts by a header and searches on the server', async () => {
    const { requests } = serve();
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/transactions', element: <TransactionsPage /> }], '/transactions');
    await screen.findByRole('table', { name: 'Transactions' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Charged/ }));
    await waitFor(() => expect(listRequests(requests).at(-1)?.query.get('sortBy')).toBe('totalCharged:asc'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'olive');
    await waitFor(() => expect(listRequests(requests).at(-1)?.query.get('search')).toBe('olive'));
    expect(await screen.findByText('Total: 1')).toBeTruthy();
    expect(screen.queryByText('Rae Refunded')).toBeNull();
  });

  it('asks for another event year', async () => {
    const { requests } = serve();
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/transactions', element: <TransactionsPage /> }], '/transactions?eventYear=2023');
    await screen.findByRole('table', { name: 'Transactions' });
    expect(listRequests(requests)[0]!.query.get('eventYear')).toBe('2023');
  });

  it('shows the Method column and filters by method with ?method= (docs/features/payment-methods.md)', async () => {
    const methods = [
      buildListItem({ id: 11, name: 'Wally Wallet', paymentMethod: { type: 'apple_pay', brand: 'visa', last4: '4242' } }),
      buildListItem({ id: 12, name: 'Bea Bank', paymentMethod: { type: 'us_bank_account', brand: 'STRIPE TEST BANK', last4: '6789' } }),
    ];
    const { requests } = mockFetch((r: MockRequest) => {
      if (r.path !== '/v1/transactions/') return undefined;
      const method = r.query.get('method');
      const results = method ? methods.filter((t) => t.paymentMethod?.type === method) : methods;
      return jsonResponse({ results, page: 1, limit: 800, totalPages: 1, totalResults: results.length });
    });
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/transactions', element: <TransactionsPage /> }], '/transactions');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByText('Apple Pay (Visa •••• 4242)')).toBeTruthy();
    expect(within(table).getByText('Bank transfer (STRIPE TEST BANK •••• 6789)')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Bank transfer', hidden: true }));
    await waitFor(() => expect(listRequests(requests).at(-1)!.query.get('method')).toBe('us_bank_account'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Transactions' })).queryByText('Wally Wallet')).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Transactions' })).getByText('Bea Bank')).toBeTruthy();
  });
});
