import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANK_MESSAGES, TEST_BANK_ACCOUNTS, TEST_BANK_ROUTING_NUMBER } from '@walkfund/domain';
import { useTransactionStore } from '../../public-flow/index.ts';
import { COMPLETE_CONTACT, buildTransactionView } from '../../../test/public-flow/fixtures.ts';
import { mockFetch, renderRoute, startEventDonation } from '../../../test/public-flow/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { ThankYouPage } from './thank-you-page.tsx';

const PATH = '/frontend/checkout';
const PAYMENT = { id: 'test_pi_1', secret: 'test_pi_1_secret_x', provider: 'test', amount: 51.75 };

beforeEach(() => startEventDonation());
afterEach(() => vi.unstubAllGlobals());

describe('Checkout: how the donor pays (docs/features/payment-methods.md)', () => {
  it('pays in one tap with the test wallet: no card or billing typed, the wallet sent', async () => {
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({
      'GET /v1/payment/config': () => ({ body: { provider: 'test' } }),
      'POST /v1/payment': () => ({ status: 201, body: PAYMENT }),
      'POST /v1/payment/test-confirm': () => ({ body: { id: PAYMENT.id, status: 'succeeded' } }),
      'POST /v1/transactions': () => ({ status: 201, body: buildTransactionView({ paymentMethod: { type: 'apple_pay', brand: 'visa', last4: '4242' } }) }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    // A gift-only cart: the wallet's button says Donate.
    await user.click(await screen.findByRole('button', { name: 'Donate with Apple Pay (test)' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/thank-you');
    const created = calls.find((c) => c.key === 'POST /v1/payment')?.body as { amount: string; transaction: Record<string, unknown> };
    expect(created.amount).toBe('5175');
    expect(created.transaction).toMatchObject({ paymentMethod: 'apple_pay', billingContact: { name_on_card: 'Ann Lee' } });
    expect(calls.find((c) => c.key === 'POST /v1/payment/test-confirm')?.body).toEqual({ id: PAYMENT.id, secret: PAYMENT.secret, method: 'test_wallet', wallet: 'apple_pay' });
    await waitFor(() => expect(useTransactionStore.getState().receipt?.kind).toBe('payment'));
  });

  it('prices a bank transfer at the bank rate, submits it, records nothing and shows it pending', async () => {
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({
      'GET /v1/payment/config': () => ({ body: { provider: 'test' } }),
      'POST /v1/payment': () => ({ status: 201, body: { ...PAYMENT, amount: 50.4 } }),
      'POST /v1/payment/test-confirm': () => ({ body: { id: PAYMENT.id, status: 'processing' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    await screen.findByRole('button', { name: 'Submit Payment' });
    expect(screen.getByText('Card fees covered (3.5%)')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(await screen.findByText('Bank fees covered (0.8%, at most $5)')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Cover the 0\.8% bank fee \(at most \$5\)/ })).toBeTruthy();
    await user.type(screen.getByLabelText(/Billing address/), '1 Main St');
    await user.type(screen.getByLabelText(/Billing city/), 'Norman');
    await user.type(screen.getByLabelText(/Billing zip/), '73069');
    await user.type(screen.getByLabelText('Account number'), TEST_BANK_ACCOUNTS.settles.accountNumber);
    await user.type(screen.getByLabelText('Routing number'), TEST_BANK_ROUTING_NUMBER);
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/thank-you');
    const created = calls.find((c) => c.key === 'POST /v1/payment')?.body as { amount: string; transaction: Record<string, unknown> };
    expect(created.amount).toBe('5040');
    expect(created.transaction).toMatchObject({ paymentMethod: 'us_bank_account', feesCovered: 0.4, totalCharged: 50.4 });
    expect(calls.find((c) => c.key === 'POST /v1/payment/test-confirm')?.body).toMatchObject({
      method: 'test_bank_account',
      bankAccount: { accountNumber: TEST_BANK_ACCOUNTS.settles.accountNumber, routingNumber: TEST_BANK_ROUTING_NUMBER },
    });
    // Nothing is recorded until the transfer clears.
    expect(calls.some((c) => c.key === 'POST /v1/transactions')).toBe(false);
    expect(useTransactionStore.getState().pendingGift).toMatchObject({ amountCents: 5040, method: 'us_bank_account', email: COMPLETE_CONTACT.email });
  });

  it('checks the bank account before creating any payment', async () => {
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({ 'GET /v1/payment/config': () => ({ body: { provider: 'test' } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    await screen.findByRole('button', { name: 'Submit Payment' });
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.type(screen.getByLabelText(/Billing address/), '1 Main St');
    await user.type(screen.getByLabelText(/Billing city/), 'Norman');
    await user.type(screen.getByLabelText(/Billing zip/), '73069');
    await user.type(screen.getByLabelText('Account number'), '12');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Error: ${BANK_MESSAGES.accountNumber}`);
    expect(calls.some((c) => c.key === 'POST /v1/payment')).toBe(false);
  });

  it('the thank-you page says a bank transfer is on its way', async () => {
    useTransactionStore.getState().setPendingGift({ amountCents: 10_080, method: 'us_bank_account', email: 'ann@example.com', supports: 'Team Rocket' });
    vi.stubGlobal('fetch', mockFetch({}).fetchMock);
    renderRoute(<ThankYouPage />, { path: '/frontend/thank-you' });
    expect(await screen.findByText(BANK_MESSAGES.pending)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bank transfer of $100.80 started' })).toBeTruthy();
    expect(screen.getByText('It supports Team Rocket.')).toBeTruthy();
  });
});
