import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { eventSettingsFixture } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildTransactionView } from '../../../test/public-flow/fixtures.ts';
import { ReceiptDetails } from './receipt-details.tsx';

describe('ReceiptDetails (docs/decisions/0012-receipts.md)', () => {
  it("names the charity with its EIN and links to the printable receipt by the transaction's token", async () => {
    mockFetch((r) => (r.path === '/v1/event-settings/' ? jsonResponse(eventSettingsFixture) : undefined));
    const transaction = buildTransactionView();
    renderRoutes([{ path: '/frontend/thank-you', element: <ReceiptDetails receipt={{ kind: 'payment', transaction }} /> }], '/frontend/thank-you');
    const identity = await screen.findByTestId('charity-identity');
    expect(identity.textContent).toBe('Receipts are issued by Oklahoma Autism Awareness Alliance, Inc. (EIN 73-1234567), a tax-exempt nonprofit.');
    expect(screen.getByRole('link', { name: 'Print your receipt' }).getAttribute('href')).toBe(`/frontend/receipt/${transaction.receiptToken}`);
  });

  it('says how it was paid on the thank-you page (docs/features/payment-methods.md)', async () => {
    mockFetch((r) => (r.path === '/v1/event-settings/' ? jsonResponse(eventSettingsFixture) : undefined));
    const transaction = buildTransactionView({ paymentMethod: { type: 'google_pay', brand: 'mastercard', last4: '4444' } });
    renderRoutes([{ path: '/frontend/thank-you', element: <ReceiptDetails receipt={{ kind: 'payment', transaction }} /> }], '/frontend/thank-you');
    expect(await screen.findByText('Paid with Google Pay (Mastercard •••• 4444)')).toBeTruthy();
  });
});
