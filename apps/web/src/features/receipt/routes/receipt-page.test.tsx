import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReceiptView } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AdminReceiptPage, PublicReceiptPage } from './receipt-page.tsx';

const TOKEN = '0f8e2a4c-7d1b-4c3e-9a5f-2b6d8e1f0a3c';

function buildReceipt(overrides: Partial<ReceiptView> = {}): ReceiptView {
  return {
    transactionId: 41,
    date: '2026-04-01T17:00:00.000Z',
    updated: false,
    donorName: 'Dana Donor',
    eventTitle: 'Autism Awareness Walk',
    eventYear: 2026,
    supporting: 'Team Bricktown Blue Crew',
    offline: false,
    organization: {
      legalName: 'Oklahoma Autism Awareness Alliance, Inc.',
      ein: '73-1234567',
      mailingAddress: '1200 N Walker Ave\nOklahoma City, OK 73103',
      logo: '/demo/charity-logo.svg',
      contactEmail: 'hello@example.org',
    },
    matches: [],
    lines: [
      { type: 'donation', label: 'Donation', amount: 50, valueReceived: 0, deductible: 50 },
      { type: 'tshirt', label: 'Walk T-Shirt, size Medium: 1 × $20.00', amount: 20, valueReceived: 20, deductible: 0 },
      { type: '5k', label: '5k registration (in-person): Ray Runner', amount: 30, valueReceived: 30, deductible: 0 },
    ],
    shipping: 8,
    feesCovered: 0,
    total: 108,
    refunded: 0,
    valueReceived: 58,
    deductible: 50,
    taxStatement: 'Oklahoma Autism Awareness Alliance, Inc. is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue Code, EIN 73-1234567.',
    ...overrides,
  };
}

describe('printable receipt (docs/decisions/0012-receipts.md)', () => {
  it("shows the donor's receipt by its token: the charity, EIN, each line's value received and the deductible amount", async () => {
    const api = mockFetch((r) => (r.path === `/v1/receipts/${TOKEN}` ? jsonResponse(buildReceipt()) : undefined));
    renderRoutes([{ path: '/frontend/receipt/:token', element: <PublicReceiptPage /> }], `/frontend/receipt/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    expect(screen.getByText('Oklahoma Autism Awareness Alliance, Inc.')).toBeTruthy();
    expect(screen.getByText('EIN 73-1234567')).toBeTruthy();
    const logo = document.querySelector('img')!;
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['64', '64']);
    const shirt = screen.getByRole('row', { name: /Walk T-Shirt/ });
    expect(within(shirt).getAllByText('$20.00')).toHaveLength(2);
    expect(screen.getByText('Tax-deductible amount: $50.00')).toBeTruthy();
    expect(screen.getByText(/Goods and services provided in exchange .*: \$58\.00/)).toBeTruthy();
    expect(screen.getByText(/501\(c\)\(3\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    // A one-time gift names no month (docs/features/monthly-gifts.md).
    expect(screen.queryByText(/Monthly gift/)).toBeNull();
    // No account: the request carries no token.
    expect(api.calls('GET', `/v1/receipts/${TOKEN}`)[0]!.authorization).toBeNull();
  });

  it('says "Updated receipt" after a refund, and what was refunded', async () => {
    mockFetch((r) => (r.path === `/v1/receipts/${TOKEN}` ? jsonResponse(buildReceipt({ updated: true, refunded: 20, total: 88, valueReceived: 38 })) : undefined));
    renderRoutes([{ path: '/frontend/receipt/:token', element: <PublicReceiptPage /> }], `/frontend/receipt/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Updated receipt' })).toBeTruthy();
    expect(screen.getByText('Refunded: $20.00. The amounts above are what was kept.')).toBeTruthy();
  });

  it('an unknown token is not a dead end: it says so and offers the event home', async () => {
    mockFetch(() => jsonResponse({ code: 404, message: 'Receipt not found.' }, 404));
    renderRoutes([{ path: '/frontend/receipt/:token', element: <PublicReceiptPage /> }], `/frontend/receipt/${TOKEN}`);
    // The page's one level-one heading (axe page-has-heading-one), as on the receipt itself.
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeTruthy();
    expect(screen.getByText('We could not find a receipt at this address. Please use the link in your receipt email.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Event home' }).getAttribute('href')).toBe('/frontend/');
  });

  it('any other failure is headed "Something went wrong" and says what happened', async () => {
    mockFetch(() => jsonResponse({ code: 500, message: 'The receipt could not be loaded.' }, 500));
    renderRoutes([{ path: '/frontend/receipt/:token', element: <PublicReceiptPage /> }], `/frontend/receipt/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });

  it("an admin prints a transaction's receipt from the back office", async () => {
    signInAs({ role: 'admin' });
    const api = mockFetch((r) => (r.path === '/v1/receipts/transaction/41' ? jsonResponse(buildReceipt()) : undefined));
    renderRoutes([{ path: '/transactions/:id/receipt', element: <AdminReceiptPage /> }], '/transactions/41/receipt');
    expect(await screen.findByText('Tax-deductible amount: $50.00')).toBeTruthy();
    expect(api.calls('GET', '/v1/receipts/transaction/41')[0]!.authorization).toMatch(/^Bearer /);
    expect(screen.getByRole('link', { name: 'Back to the transaction' }).getAttribute('href')).toBe('/transactions/41');
    const print = window.print;
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    window.print = print;
    expect(printed).toBe(1);
  });

  it('says how it was paid (docs/features/payment-methods.md)', async () => {
    mockFetch((r) => (r.path === `/v1/receipts/${TOKEN}` ? jsonResponse(buildReceipt({ paymentMethod: 'Apple Pay (Visa •••• 4242)' })) : undefined));
    renderRoutes([{ path: '/frontend/receipt/:token', element: <PublicReceiptPage /> }], `/frontend/receipt/${TOKEN}`);
    expect(await screen.findByText('Paid with Apple Pay (Visa •••• 4242)')).toBeTruthy();
  });

  it("names a monthly gift's month; the first month says it repeats and links the giving page (docs/features/monthly-gifts.md)", async () => {
    mockFetch((r) => (r.path === `/v1/receipts/${TOKEN}` ? jsonResponse(buildReceipt({ monthlyGift: { period: '2026-11', first: true } })) : undefined));
    renderRoutes([{ path: '/frontend/receipt/:token', element: <PublicReceiptPage /> }], `/frontend/receipt/${TOKEN}`);
    expect(await screen.findByText('Monthly gift: November 2026, the first month')).toBeTruthy();
    expect(screen.getByText(/Your gift repeats on this day each month\. You can change, pause or cancel it any time from/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'your giving page' }).getAttribute('href')).toBe('/frontend/my-giving');
  });

  it('a later month names its month only', async () => {
    mockFetch((r) => (r.path === `/v1/receipts/${TOKEN}` ? jsonResponse(buildReceipt({ monthlyGift: { period: '2026-12', first: false } })) : undefined));
    renderRoutes([{ path: '/frontend/receipt/:token', element: <PublicReceiptPage /> }], `/frontend/receipt/${TOKEN}`);
    expect(await screen.findByText('Monthly gift: December 2026')).toBeTruthy();
    expect(screen.queryByText(/repeats/)).toBeNull();
  });
});
