import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOASTS, type TransactionDetail } from '@walkfund/domain';
import { buildMember, buildTeamDetail, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildDetail, clearToasts, TRANSACTION_ID } from '../testing/transaction-fixtures.ts';
import { TransactionPage } from './transaction-page.tsx';

afterEach(clearToasts);

const noPage = { raised: 0, goal: 0, page: 'none', slug: null, invitedAt: null } as const;
/** The supported team (7) with Ann Lee (3) and Bob Zane (4). */
const team7 = buildTeamDetail({
  id: 7,
  members: [buildMember({ fundraising: noPage }), buildMember({ personId: 4, firstName: 'Bob', lastName: 'Zane', fundraising: noPage })],
});

function serve(detail: TransactionDetail, handler: (r: MockRequest) => Response | undefined = () => undefined) {
  return mockFetch((r) => {
    const answer = handler(r);
    if (answer) return answer;
    if (r.method === 'GET' && r.path === `/v1/transactions/${TRANSACTION_ID}`) return jsonResponse(detail);
    return undefined;
  });
}

function open(path = `/transactions/${TRANSACTION_ID}`) {
  signInAs({ role: 'admin' });
  return renderRoutes([{ path: '/transactions/:id', element: <TransactionPage /> }], path);
}

describe('TransactionPage', () => {
  it('shows the details, line items and the spec’s buttons', async () => {
    serve(buildDetail());
    open();
    expect(await screen.findByRole('heading', { name: `Transaction #${TRANSACTION_ID}` })).toBeTruthy();
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link('All Transactions')).toBe('/transactions');
    expect(link('Invoice')).toBe(`/invoice/${TRANSACTION_ID}`);
    expect(link('Receipt')).toBe(`/transactions/${TRANSACTION_ID}/receipt`);
    expect(link('View Team')).toBe('/team/7');
    expect(link('View Person')).toBe('/participants/12');
    expect(screen.getByRole('button', { name: 'Change Support' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Return to All/ })).toBeNull();
    const details = screen.getByRole('table', { name: 'Transaction details' });
    expect(within(details).getByText('Team: Blue Walkers')).toBeTruthy();
    expect(within(details).getByText('test_pi_abc')).toBeTruthy();
    const totals = screen.getByRole('table', { name: 'Transaction totals' });
    // Charged, and net of no refunds.
    expect(within(totals).getAllByText('$51.75')).toHaveLength(2);
    expect(within(screen.getByRole('table', { name: 'Line items' })).getByText('Donation')).toBeTruthy();
    expect(screen.getByText('No refunds.')).toBeTruthy();
  });

  it('adds "Return to All {returnName}" for the grids and for a back-office path', async () => {
    serve(buildDetail());
    const first = open(`/transactions/${TRANSACTION_ID}?returnTo=donors&returnName=Donations`);
    expect((await screen.findByRole('link', { name: 'Return to All Donations' })).getAttribute('href')).toBe('/participants/donors');
    first.unmount();
    serve(buildDetail());
    const second = open(`/transactions/${TRANSACTION_ID}?returnTo=${encodeURIComponent('/team/7?tab=teamTransactions')}&returnName=Team%20Transactions`);
    expect((await screen.findByRole('link', { name: 'Return to All Team Transactions' })).getAttribute('href')).toBe('/team/7?tab=teamTransactions');
    second.unmount();
    serve(buildDetail());
    open(`/transactions/${TRANSACTION_ID}?returnTo=${encodeURIComponent('//evil.example')}&returnName=Evil`);
    await screen.findByRole('heading', { name: `Transaction #${TRANSACTION_ID}` });
    expect(screen.queryByRole('link', { name: /Return to All/ })).toBeNull();
  });

  it('shows an offline payment without View Team or Refund', async () => {
    serve(buildDetail({ offline: true, externalTransactionId: 'Offline', supportingType: 'event', team: null, refundable: 0 }));
    open();
    await screen.findByRole('heading', { name: `Transaction #${TRANSACTION_ID}` });
    expect(screen.queryByRole('link', { name: 'View Team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.getAllByText('Offline').length).toBeGreaterThan(0);
    expect(screen.queryByText('Check number or reference')).toBeNull();
  });

  it("shows an offline payment's check number or reference (docs/decisions/0114-offline-payments.md)", async () => {
    serve(buildDetail({ offline: true, externalTransactionId: 'Offline', refundable: 0, offlineReference: 'Check #1042' }));
    open();
    const details = await screen.findByRole('table', { name: 'Transaction details' });
    const row = within(details).getByText('Check number or reference').closest('tr')!;
    expect(within(row).getByText('Check #1042')).toBeTruthy();
  });

  it('shows refunds and the history', async () => {
    serve(
      buildDetail({
        refunded: 10,
        refundable: 41.75,
        refunds: [
          {
            id: 5, transactionId: TRANSACTION_ID, amount: 10, lineItemsAmount: 10, reason: 'Donor asked', status: 'succeeded', source: 'admin', providerRefundId: 'test_re_1',
            createdAt: '2025-04-06T15:00:00.000Z', completedAt: '2025-04-06T15:00:01.000Z', createdBy: { id: 2, email: 'admin@example.com', name: 'Avery Admin' },
            items: [{ lineItemId: 900, refundedLineItemId: 301, type: 'donation', amount: -10 }],
          },
        ],
        history: [
          { id: 1, at: '2025-04-06T15:00:01.000Z', action: 'transaction.refunded', actor: { id: 2, email: 'admin@example.com', name: 'Avery Admin' }, before: { refunded: 0 }, after: { refunded: 10, refund: { amount: 10, reason: 'Donor asked' } } },
          {
            id: 2, at: '2025-04-07T15:00:00.000Z', action: 'transaction.support_changed', actor: null,
            before: { supportingType: 'team', team: { id: 7, name: 'Blue Walkers' }, eventCity: 'Tulsa' }, after: { supportingType: 'event', team: null, eventCity: 'Tulsa' },
          },
          {
            id: 3, at: '2025-04-08T15:00:00.000Z', action: 'transaction.fundraiser_changed', actor: { id: 2, email: 'admin@example.com', name: 'Avery Admin' },
            before: { fundraiser: { id: 3, firstName: 'Ann', lastName: 'Lee' } }, after: { fundraiser: null },
          },
        ],
      }),
    );
    open();
    const refunds = await screen.findByRole('table', { name: 'Refunds' });
    expect(within(refunds).getByText('Donor asked')).toBeTruthy();
    expect(within(refunds).getByText('Avery Admin (admin@example.com)')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Line items' })).getByText('-$10.00')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'History' });
    expect(within(history).getByText('$10.00 refunded: Donor asked')).toBeTruthy();
    expect(within(history).getByText('Team Blue Walkers (Tulsa) → Event (Tulsa)')).toBeTruthy();
    expect(within(history).getByText('Card processor')).toBeTruthy();
    expect(within(history).getByText('Fundraiser changed')).toBeTruthy();
    expect(within(history).getByText('Ann Lee → No one')).toBeTruthy();
  });

  it('changes support to the event with PATCH /v1/transactions/supporting/{id} and reloads', async () => {
    const moved = buildDetail({ supportingType: 'event', team: null, eventCity: 'Oklahoma City' });
    const { calls } = serve(buildDetail(), (r) => (r.method === 'PATCH' && r.path === `/v1/transactions/supporting/${TRANSACTION_ID}` ? jsonResponse(moved) : undefined));
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Support' });
    await user.click(within(dialog).getByText('Event'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Event city' }));
    await user.click(await screen.findByRole('option', { name: 'Oklahoma City', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PATCH', `/v1/transactions/supporting/${TRANSACTION_ID}`)).toHaveLength(1));
    expect(calls('PATCH', `/v1/transactions/supporting/${TRANSACTION_ID}`)[0]!.body).toEqual({ supportingType: 'event', eventCity: 'Oklahoma City' });
    expect(await screen.findByText(TOASTS.transactionUpdated[1])).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Transaction details' })).getByText('Event')).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'View Team' })).toBeNull();
  });

  it('shows the credited walker and the donor message', async () => {
    serve(buildDetail({ fundraiser: { id: 3, firstName: 'Ann', lastName: 'Lee' }, message: 'Go Ann, go!' }));
    open();
    const details = await screen.findByRole('table', { name: 'Transaction details' });
    expect(within(details).getByRole('row', { name: 'Credited to Ann Lee' })).toBeTruthy();
    expect(within(details).getByRole('row', { name: 'Donor message Go Ann, go!' })).toBeTruthy();
  });

  it('shows no credited walker or message when there is none, and no Change credited walker for an event gift or without a donation', async () => {
    serve(buildDetail());
    const team = open();
    const details = await screen.findByRole('table', { name: 'Transaction details' });
    expect(within(details).queryByText('Credited to')).toBeNull();
    expect(within(details).queryByText('Donor message')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change credited walker' })).toBeTruthy();
    team.unmount();
    serve(buildDetail({ supportingType: 'event', team: null }));
    const event = open();
    await screen.findByRole('table', { name: 'Transaction details' });
    expect(screen.queryByRole('button', { name: 'Change credited walker' })).toBeNull();
    event.unmount();
    const donation = buildDetail().lineItems[0]!;
    serve(buildDetail({ lineItems: [{ ...donation, type: 'tshirt', productDetails: { type: 'tshirt', name: 'Event Shirt', size: 'lg', unitCount: 1, pricePerUnit: 20 } }] }));
    open();
    await screen.findByRole('table', { name: 'Transaction details' });
    expect(screen.queryByRole('button', { name: 'Change credited walker' })).toBeNull();
  });

  it("changes the credited walker to another member of the team, after a confirmation, and shows the server's answer", async () => {
    const before = buildDetail({ fundraiser: { id: 3, firstName: 'Ann', lastName: 'Lee' } });
    const after = buildDetail({ fundraiser: { id: 4, firstName: 'Bob', lastName: 'Zane' } });
    const { calls } = serve(before, (r) => {
      if (r.method === 'GET' && r.path === '/v1/teams/7') return jsonResponse(team7);
      if (r.method === 'PATCH' && r.path === `/v1/transactions/${TRANSACTION_ID}/fundraiser`) return jsonResponse(after);
      return undefined;
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change credited walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change credited walker' });
    const select = await within(dialog).findByRole('combobox', { name: 'Credited walker' });
    expect((select as HTMLInputElement).value).toBe('Ann Lee');
    await user.click(select);
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['No one', 'Ann Lee', 'Bob Zane']);
    await user.click(screen.getByRole('option', { name: 'Bob Zane', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Credit this gift to Bob Zane instead of Ann Lee?')).toBeTruthy();
    expect(calls('PATCH', `/v1/transactions/${TRANSACTION_ID}/fundraiser`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls('PATCH', `/v1/transactions/${TRANSACTION_ID}/fundraiser`)).toHaveLength(1));
    expect(calls('PATCH', `/v1/transactions/${TRANSACTION_ID}/fundraiser`)[0]!.body).toEqual({ fundraiser: 4 });
    expect(await screen.findByText(TOASTS.transactionUpdated[1])).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change credited walker' })).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Transaction details' })).getByRole('row', { name: 'Credited to Bob Zane' })).toBeTruthy();
  });

  /** Opens Change credited walker, picks `name` and saves: the dialog then asks to confirm. */
  async function chooseCreditedWalker(name: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change credited walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change credited walker' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Credited walker' }));
    await user.click(screen.getByRole('option', { name, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    return { user, dialog };
  }

  it("says the donor's message moves with the gift, and hides it when the admin unticks it", async () => {
    const before = buildDetail({ fundraiser: { id: 3, firstName: 'Ann', lastName: 'Lee' }, message: 'Go Ann, go!' });
    const after = buildDetail({ fundraiser: { id: 4, firstName: 'Bob', lastName: 'Zane' }, message: 'Go Ann, go!', messageHidden: true });
    const { calls } = serve(before, (r) => {
      if (r.method === 'GET' && r.path === '/v1/teams/7') return jsonResponse(team7);
      if (r.method === 'PATCH' && r.path === `/v1/transactions/${TRANSACTION_ID}/fundraiser`) return jsonResponse(after);
      return undefined;
    });
    open();
    const { user, dialog } = await chooseCreditedWalker('Bob Zane');
    expect(within(dialog).getByText("The donor's message moves with the gift to Bob Zane's page:")).toBeTruthy();
    expect(within(dialog).getByText('Go Ann, go!')).toBeTruthy();
    const show = within(dialog).getByRole('checkbox', { name: "Show the message on Bob Zane's page" }) as HTMLInputElement;
    expect(show.checked).toBe(true);
    await user.click(show);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls('PATCH', `/v1/transactions/${TRANSACTION_ID}/fundraiser`)).toHaveLength(1));
    expect(calls('PATCH', `/v1/transactions/${TRANSACTION_ID}/fundraiser`)[0]!.body).toEqual({ fundraiser: 4, showMessage: false });
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Transaction details' })).getByRole('row', { name: 'Donor message Go Ann, go! (hidden from the pages)' })).toBeTruthy(),
    );
  });

  it('credits no one with {fundraiser: null}, and shows the error when the server refuses', async () => {
    const { calls } = serve(buildDetail({ fundraiser: { id: 3, firstName: 'Ann', lastName: 'Lee' } }), (r) => {
      if (r.method === 'GET' && r.path === '/v1/teams/7') return jsonResponse(team7);
      if (r.method === 'PATCH') return jsonResponse({ code: 400, message: 'The fundraiser 3 is not on this team this year.' }, 400);
      return undefined;
    });
    open();
    const { user, dialog } = await chooseCreditedWalker('No one');
    expect(within(dialog).getByText('Credit this gift to no walker (now Ann Lee)?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The fundraiser 3 is not on this team this year.')).toBeTruthy();
    expect(calls('PATCH', `/v1/transactions/${TRANSACTION_ID}/fundraiser`)[0]!.body).toEqual({ fundraiser: null });
    expect(await screen.findByText(TOASTS.transactionUpdateFailed[1])).toBeTruthy();
  });

  it('says so when changing support fails', async () => {
    serve(buildDetail(), (r) => (r.method === 'PATCH' ? jsonResponse({ code: 400, message: 'That team does not exist.' }, 400) : undefined));
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Support' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TOASTS.transactionUpdateFailed[1])).toBeTruthy();
  });

  it('says how it was paid (docs/features/payment-methods.md); an offline payment names no method', async () => {
    serve(buildDetail({ paymentMethod: { type: 'apple_pay', brand: 'visa', last4: '1881' } }));
    open();
    const details = await screen.findByRole('table', { name: 'Transaction details' });
    expect(within(within(details).getByText('Method').closest('tr')!).getByText('Apple Pay (Visa •••• 1881)')).toBeTruthy();
  });
});
