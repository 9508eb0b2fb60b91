import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingPaymentAdminView } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PendingPaymentsCard } from './pending-payments-card.tsx';
import { PendingPaymentsSection } from './pending-payments-section.tsx';

function pendingPayment(overrides: Partial<PendingPaymentAdminView> = {}): PendingPaymentAdminView {
  return {
    id: 5, amount: 100.8, donationAmount: 100, donorFirstName: 'Bea', donorLastName: 'Bank', donorEmail: 'bea@example.com', team: { id: 7, name: 'Blue Walkers' },
    fundraiser: null, method: 'us_bank_account', createdAt: '2025-04-05T15:00:00.000Z', status: 'pending', eventCity: 'Tulsa', paymentId: 'test_pi_bank',
    failureMessage: null, updatedAt: '2025-04-05T15:00:00.000Z', ...overrides,
  };
}

const failed = pendingPayment({ id: 6, donorFirstName: 'Fay', donorLastName: 'Failed', status: 'failed', amount: 40, failureMessage: "The customer's bank account has been closed." });

/** GET /v1/payment/pending: two pending, one failed. */
function serve() {
  return mockFetch((r) => {
    if (r.path !== '/v1/payment/pending') return undefined;
    const results = r.query.get('status') === 'failed' ? [failed] : [pendingPayment(), pendingPayment({ id: 7, amount: 20, donorFirstName: 'Ben' })];
    return jsonResponse({ results, page: 1, limit: Number(r.query.get('limit')), totalPages: 1, totalResults: results.length });
  });
}

describe('pending bank transfers for admins (docs/features/payment-methods.md)', () => {
  it('lists the pending transfers, and the failed ones with why, behind the Pending filter', async () => {
    const { requests } = serve();
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/transactions', element: <PendingPaymentsSection /> }], '/transactions');
    const pending = await screen.findByRole('table', { name: 'Pending bank transfers' });
    expect(within(pending).getByText('Bea Bank')).toBeTruthy();
    expect(within(pending).getByText('$100.80')).toBeTruthy();
    expect(within(pending).getAllByText('Bank transfer')).toHaveLength(2);
    expect(screen.getByText('2 on their way: they count once they clear.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Failed' }));
    const failedTable = await screen.findByRole('table', { name: 'Failed bank transfers' });
    expect(within(failedTable).getByText('Fay Failed')).toBeTruthy();
    expect(within(failedTable).getByText("The customer's bank account has been closed.")).toBeTruthy();
    expect(requests.filter((r) => r.path === '/v1/payment/pending').map((r) => r.query.get('status'))).toEqual(['pending', 'failed']);
  });

  it("puts the pending count and amount, and the failed count, on the admin home's card", async () => {
    serve();
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/', element: <PendingPaymentsCard /> }], '/');
    expect(await screen.findByText('2 pending ($120.80), not counted until they clear · 1 failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See them' }).getAttribute('href')).toBe('/transactions#pending');
  });
});
