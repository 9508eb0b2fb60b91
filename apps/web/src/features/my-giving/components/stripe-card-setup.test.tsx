import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MONTHLY_GIFT_MESSAGES, type DonorMonthlyGift, type DonorSession } from '@walkfund/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';

// Stripe.js replaced at its module boundary: the secret the Elements group is given, and confirmSetup's answer.
const stripe = { confirmSetup: vi.fn(async () => ({ setupIntent: { id: 'seti_123', status: 'succeeded' } })) };
const seen: { clientSecret?: string } = {};
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => stripe) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: { clientSecret: string }; children: ReactNode }) => {
    seen.clientSecret = options.clientSecret;
    return <>{children}</>;
  },
  useStripe: () => stripe,
  useElements: () => ({}),
  PaymentElement: () => <p>Stripe: card fields</p>,
}));

const { MyGivingPage } = await import('../routes/my-giving-page.tsx');

const session: DonorSession = { token: 'donor-session-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), email: 'gail@example.com' };
const gift: DonorMonthlyGift = {
  id: 5, amount: 20, coversFees: false, status: 'active', supporting: 'Team Tigers', walker: null, startedOn: '2026-04-29', nextChargeOn: '2026-06-29',
  monthsGiven: 1, totalGiven: 20, card: { type: 'card', brand: 'visa', last4: '4242' }, failureMessage: null, provider: 'stripe',
};

afterEach(() => window.sessionStorage.clear());

describe('updating a monthly gift’s card with Stripe (docs/features/monthly-gifts.md)', () => {
  it('asks the server for a setup secret, confirms the card with Stripe, then sends the SetupIntent', async () => {
    window.sessionStorage.setItem('walkfund.donor-session', JSON.stringify(session));
    let shown = gift;
    const { calls } = mockFetch((r) => {
      if (r.path === '/v1/payment/config') return jsonResponse({ provider: 'stripe', publishableKey: 'pk_test_x' });
      if (r.path === '/v1/my-giving') return jsonResponse({ email: session.email, statementYears: [], gifts: [], monthlyGifts: [shown] });
      if (r.method === 'POST' && r.path === '/v1/my-giving/monthly-gifts/5/card') {
        if (!(r.body as { setupIntentId?: string }).setupIntentId) return jsonResponse({ setupSecret: 'seti_123_secret_x' });
        shown = { ...gift, card: { type: 'card', brand: 'amex', last4: '0005' } };
        return jsonResponse(shown);
      }
      return undefined;
    });
    renderRoutes([{ path: '/frontend/my-giving', element: <MyGivingPage /> }], '/frontend/my-giving');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update card' }));
    const form = await screen.findByRole('form', { name: 'Update the card' });
    expect(within(form).getByText('Stripe: card fields')).toBeTruthy();
    expect(seen.clientSecret).toBe('seti_123_secret_x');
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(MONTHLY_GIFT_MESSAGES.cardSaved)).toBeTruthy();
    expect(stripe.confirmSetup).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
    expect(calls('POST', '/v1/my-giving/monthly-gifts/5/card').map((c) => c.body)).toEqual([{}, { setupIntentId: 'seti_123' }]);
    await waitFor(() => expect(screen.getByText('Card: American Express •••• 0005')).toBeTruthy());
  });
});
