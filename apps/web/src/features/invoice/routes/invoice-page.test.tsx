import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { TOASTS, type TransactionDetail, type TransactionLineItemView } from '@walkfund/domain';
import { eventSettingsFixture, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { marker, renderRoutes } from '../../../test/render.tsx';
import { InvoicePage } from './invoice-page.tsx';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  delete document.documentElement.dataset.print;
});

const ID = 52;
const shipTo = { address: '12 Elm St', city: 'Edmond', state: 'OK', zipcode: '73013' };

const item = (overrides: Partial<TransactionLineItemView>): TransactionLineItemView => ({
  id: 1, type: 'donation', amount: 25, primaryContact: 'Dana Donor', personId: 12, teamId: null, eventCity: 'Tulsa', eventYear: 2025, anonymous: false,
  myEmployer: null, useEmployerAsName: false, productDetails: null, runnerDetails: null, shippingAddress: null, createdAt: '2025-04-05T15:00:00.000Z',
  fundraiser: null, ...overrides,
});

function invoice(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  return {
    id: ID, active: true, createdAt: '2025-04-05T15:00:00.000Z', supportingType: 'event', team: null, eventCity: 'Tulsa', eventYear: 2025, totalAmount: 25,
    totalCharged: 25.88, feesCovered: 0.88, shippingFee: 0, contactFirstName: 'Dana', contactLastName: 'Donor', contactEmail: 'dana@example.com',
    externalTransactionId: 'test_pi_1', paymentDetails: null, paymentMethod: { type: 'card', brand: 'visa', last4: '4242' }, hasShipped: false, offline: false, donatorPerson: null,
    billingContact: { name_on_card: 'Dana Donor', billing_address: '1 Main St', billing_city: 'Edmond', billing_state: 'OK', billing_zip: '73013' },
    shippingAddress: null, lineItems: [item({})], teamMembers: [], refunded: 0, refundable: 25.88, refunds: [], history: [], recordedBy: null, messageHidden: false,
    fundraiser: null, message: null, offlineReference: null, receiptToken: '0f8e2a4c-7d1b-4c3e-9a5f-2b6d8e1f0a3c', ...overrides,
  };
}

const shirtOrder = () =>
  invoice({
    totalAmount: 48, totalCharged: 49.68, feesCovered: 1.68, shippingFee: 8, shippingAddress: shipTo,
    lineItems: [
      item({ id: 2, type: 'tshirt', amount: 40, productDetails: { type: 'tshirt', name: 'Event Shirt', size: 'Large', pricePerUnit: 20, unitCount: 2 }, shippingAddress: shipTo }),
      item({
        id: 3, type: '5k', amount: 25, shippingAddress: { address: '9 Oak Ave', city: 'Norman', state: 'OK', zipcode: '73069' },
        runnerDetails: { firstName: 'Vera', lastName: 'Virtual', email: 'vera@example.com', runType: 'virtual', registrationCost: 25, gender: 'Female', birthDate: '1990-01-01', lifeChurch: false, shipping: { address: '9 Oak Ave', city: 'Norman', state: 'OK', zipcode: '73069' } },
      }),
    ],
  });

function open(detail: TransactionDetail, patch?: (body: unknown) => Response) {
  const fetch = mockFetch((r) => {
    if (r.method === 'GET' && r.path === `/v1/transactions/${ID}`) return jsonResponse(detail);
    if (r.method === 'PATCH' && r.path === `/v1/transactions/${ID}` && patch) return patch(r.body);
    return undefined;
  });
  signInAs({ role: 'admin' });
  renderRoutes([{ path: '/invoice/:id', element: <InvoicePage /> }, marker('/transactions/:id', 'transaction page')], `/invoice/${ID}`);
  return fetch;
}

describe('InvoicePage', () => {
  it('shows billing, line items and the total, and no Shipped switch when nothing ships', async () => {
    open(invoice());
    const table = await screen.findByRole('table', { name: 'Invoice line items' });
    expect(within(table).getByText('Donation')).toBeTruthy();
    expect(within(table).getByText('$25.88')).toBeTruthy();
    expect(screen.getByText('1 Main St')).toBeTruthy();
    expect(screen.getByText('Nothing to ship.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByTestId('shipping-label')).toBeNull();
    expect(screen.queryByText(/Credited to/)).toBeNull();
  });

  it("names the charity (legal name, EIN) and the deductible part: the donation only, net of refunds (docs/decisions/0012-receipts.md)", async () => {
    const mixed = shirtOrder();
    mockFetch((r) => {
      if (r.method === 'GET' && r.path === `/v1/transactions/${ID}`) {
        return jsonResponse({ ...mixed, totalAmount: 98, totalCharged: 99.68, lineItems: [item({ id: 1, amount: 50 }), ...mixed.lineItems] });
      }
      if (r.method === 'GET' && r.path === '/v1/event-settings/') return jsonResponse(eventSettingsFixture);
      return undefined;
    });
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/invoice/:id', element: <InvoicePage /> }], `/invoice/${ID}`);
    expect(await screen.findByText('Oklahoma Autism Awareness Alliance, Inc. · EIN 73-1234567')).toBeTruthy();
    // $50 donation + $1.68 covered fees; the shirts, the registration and shipping ($73) are value received.
    expect(screen.getByText('Tax-deductible amount: $51.68')).toBeTruthy();
    expect(screen.getByText(/Goods and services provided in exchange .*: \$73\.00/)).toBeTruthy();
  });

  it("shows an offline payment's check number or reference (docs/decisions/0114-offline-payments.md)", async () => {
    open(invoice({ offline: true, externalTransactionId: 'Offline', billingContact: null, refundable: 0, offlineReference: 'Check #1042' }));
    expect(await screen.findByText('Reference: Check #1042')).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
  });

  it('names the walker a team gift is credited to', async () => {
    open(invoice({ supportingType: 'team', team: { id: 7, name: 'Blue Walkers', slug: 'blue-walkers' }, fundraiser: { id: 3, firstName: 'Ann', lastName: 'Lee' } }));
    expect(await screen.findByText('Credited to Ann Lee')).toBeTruthy();
    expect(screen.getByText(/Team Blue Walkers/)).toBeTruthy();
  });

  it('with a shipping address: the switch, one label per parcel, shipping and refunds on the invoice', async () => {
    open({
      ...shirtOrder(),
      refunded: 5,
      refunds: [
        { id: 1, transactionId: ID, amount: 5, lineItemsAmount: 5, reason: 'Late', status: 'succeeded', source: 'admin', providerRefundId: 're_1', createdAt: '2025-04-06T15:00:00.000Z', completedAt: '2025-04-06T15:00:00.000Z', createdBy: null, items: [] },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Invoice line items' });
    expect(within(table).getByText('T-Shirt: Event Shirt (Large) × 2 at $20.00')).toBeTruthy();
    expect(within(table).getByText('$8.00')).toBeTruthy();
    expect(within(table).getByText('-$5.00')).toBeTruthy();
    expect(within(table).getByText('$44.68')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Not Shipped' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    const labels = screen.getAllByTestId('shipping-label');
    expect(labels).toHaveLength(2);
    expect(within(labels[0]!).getByText('Dana Donor')).toBeTruthy();
    expect(within(labels[0]!).getByText('Edmond, OK 73013')).toBeTruthy();
    expect(within(labels[1]!).getByText('Vera Virtual')).toBeTruthy();
    expect(within(labels[1]!).getByText('Norman, OK 73069')).toBeTruthy();
  });

  it('saves the switch at once with PATCH {hasShipped} and says so', async () => {
    const { calls } = open(shirtOrder(), () => jsonResponse({ ...shirtOrder(), hasShipped: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Not Shipped' }));
    await waitFor(() => expect(calls('PATCH', `/v1/transactions/${ID}`)).toHaveLength(1));
    expect(calls('PATCH', `/v1/transactions/${ID}`)[0]!.body).toEqual({ hasShipped: true });
    expect(await screen.findByText(TOASTS.invoiceUpdated[1])).toBeTruthy();
    expect(((await screen.findByRole('switch', { name: 'Shipped' })) as HTMLInputElement).checked).toBe(true);
  });

  it('says so when saving the switch fails', async () => {
    open(shirtOrder(), () => jsonResponse({ code: 500, message: 'Internal Server Error' }, 500));
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Not Shipped' }));
    expect(await screen.findByText(TOASTS.invoiceUpdateFailed[1])).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Not Shipped' }) as HTMLInputElement).checked).toBe(false);
  });

  it('prints the invoice, or only the labels', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open(shirtOrder());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Print Labels' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.print).toBe('label');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.dataset.print).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(document.documentElement.dataset.print).toBeUndefined();
  });

  it('goes Back to the transaction when opened directly', async () => {
    open(invoice());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('transaction page')).toBeTruthy();
  });

  it('says how it was paid (docs/features/payment-methods.md)', async () => {
    open(invoice({ paymentMethod: { type: 'us_bank_account', brand: 'STRIPE TEST BANK', last4: '6789' } }));
    expect(await screen.findByText('Paid with Bank transfer (STRIPE TEST BANK •••• 6789)')).toBeTruthy();
  });

  it('names no method for an offline payment', async () => {
    open(invoice({ offline: true, externalTransactionId: 'Offline' }));
    await screen.findByText('#' + ID);
    expect(screen.queryByText(/Paid with/)).toBeNull();
  });
});
