import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MONTHLY_GIFT_MESSAGES } from '@walkfund/domain';
import { useContactStore, useDonationStore, useShirtCartStore, useSupportingStore, useTransactionStore } from '../../public-flow/index.ts';
import { COMPLETE_CONTACT, buildTransactionView } from '../../../test/public-flow/fixtures.ts';
import { SHIRT, mockFetch, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { buildCheckoutPayload } from '../lib/checkout-payload.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { SummaryPage } from './summary-page.tsx';
import { ThankYouPage } from './thank-you-page.tsx';

const PAYMENT = { id: 'test_pi_1', secret: 'test_pi_1_secret_x', provider: 'test', amount: 20.7 };

beforeEach(() => {
  resetPublicStores();
  useSupportingStore.getState().supportTeam({ id: 5, name: 'Blue Crew', city: 'Tulsa', slug: 'blue-crew' });
  useContactStore.getState().setContact(COMPLETE_CONTACT);
  useDonationStore.getState().setAmount(20);
  useDonationStore.getState().setMonthly(true);
});
afterEach(() => vi.unstubAllGlobals());

async function payByTestCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Billing address/), '1 Main St');
  await user.type(screen.getByLabelText(/Billing city/), 'Norman');
  await user.type(screen.getByLabelText(/Billing zip/), '73069');
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1239');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
}

describe('a monthly gift through the checkout (docs/features/monthly-gifts.md)', () => {
  it('says what repeats on the summary', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/captains/profile': () => ({ status: 404, body: {} }) }).fetchMock);
    renderRoute(<SummaryPage />, { path: '/frontend/summary' });
    const donation = await screen.findByRole('region', { name: 'Donation' });
    expect(donation.textContent).toContain('$20.00 each month');
    expect(donation.textContent).toContain('to Blue Crew while they walk this year, then to the event.');
  });

  it('offers no bank account, says what repeats, sends transaction.monthly and keeps the promise for the thank-you page', async () => {
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({
      'GET /v1/payment/config': () => ({ body: { provider: 'test' } }),
      'POST /v1/payment': () => ({ status: 201, body: PAYMENT }),
      'POST /v1/payment/test-confirm': () => ({ body: { id: PAYMENT.id, status: 'succeeded' } }),
      'POST /v1/transactions': () => ({ status: 201, body: buildTransactionView() }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: '/frontend/checkout' });
    await screen.findByRole('button', { name: 'Submit Payment' });

    // A monthly gift is paid by card: no "Pay by" card-or-bank choice.
    expect(screen.queryByRole('radiogroup', { name: 'Pay by' })).toBeNull();
    expect(screen.queryByText('Bank transfer')).toBeNull();
    expect(screen.getByText('Monthly donation')).toBeTruthy();
    // $20 and its 3.5% fee, covered by default.
    expect(screen.getByTestId('monthly-checkout-note').textContent).toMatch(/^Today's payment is the first month\. Then \$20\.70 each month on the \d+(st|nd|rd|th), by card\./);

    await payByTestCard(user);
    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/thank-you');
    expect(calls.find((c) => c.key === 'POST /v1/payment')?.body).toMatchObject({ amount: '2070', transaction: { monthly: true, team: 5 } });
    expect(calls.find((c) => c.key === 'POST /v1/transactions')?.body).toMatchObject({ transaction: { monthly: true } });
    await waitFor(() => expect(useTransactionStore.getState().receipt?.kind).toBe('payment'));
    const receipt = useTransactionStore.getState().receipt;
    expect(receipt?.kind === 'payment' && receipt.monthlyLine).toMatch(/^\$20 each month on the .*, to Blue Crew while they walk this year, then to the event\./);
  });

  it('recurs only the donation: a shirt in the cart is charged once', async () => {
    useShirtCartStore.getState().addItem({ slug: SHIRT.slug!, name: SHIRT.name, size: 'med', quantity: 1, price: SHIRT.price });
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/payment/config': () => ({ body: { provider: 'test' } }) }).fetchMock);
    renderRoute(<CheckoutPage />, { path: '/frontend/checkout' });
    await screen.findByRole('button', { name: 'Submit Payment' });
    expect(screen.getByTestId('monthly-checkout-note').textContent).toContain('Then $20.70 each month');
  });

  it('a one-time gift offers the bank account and sends monthly false', async () => {
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({
      'GET /v1/payment/config': () => ({ body: { provider: 'test' } }),
      'POST /v1/payment': () => ({ status: 201, body: PAYMENT }),
      'POST /v1/payment/test-confirm': () => ({ body: { id: PAYMENT.id, status: 'succeeded' } }),
      'POST /v1/transactions': () => ({ status: 201, body: buildTransactionView() }),
    });
    vi.stubGlobal('fetch', fetchMock);
    useDonationStore.getState().setMonthly(false);
    renderRoute(<CheckoutPage />, { path: '/frontend/checkout' });
    await screen.findByRole('button', { name: 'Submit Payment' });
    expect(screen.queryByTestId('monthly-checkout-note')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeTruthy();
    await payByTestCard(user);
    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/thank-you');
    expect(calls.find((c) => c.key === 'POST /v1/payment')?.body).toMatchObject({ transaction: { monthly: false } });
    const receipt = useTransactionStore.getState().receipt;
    expect(receipt?.kind === 'payment' && receipt.monthlyLine).toBeUndefined();
  });

  it('refuses monthly by bank transfer, or offline, in the domain’s words', () => {
    const draft = {
      supporting: { type: 'Team' as const, team: { id: 5, name: 'Blue Crew', city: 'Tulsa' }, eventCity: null },
      contact: COMPLETE_CONTACT, donation: 20, monthly: true, shirts: [], runners: [], members: [], eventYear: 2025,
      pricing: { prices: { runnerPrice: 30, virtualRunnerPrice: 25 }, virtualAllowed: true },
      billing: { name_on_card: 'Ann Lee', billing_address: '1 Main St', billing_city: 'Tulsa', billing_state: 'OK', billing_zip: '74103' },
      shippingAddress: null, coverFees: true, offline: false,
    };
    expect(buildCheckoutPayload({ ...draft, paymentMethod: 'us_bank_account' })).toMatchObject({ ok: false, message: MONTHLY_GIFT_MESSAGES.paymentMethod });
    expect(buildCheckoutPayload({ ...draft, offline: true, billing: null })).toMatchObject({ ok: false, message: MONTHLY_GIFT_MESSAGES.notOffline });
    const built = buildCheckoutPayload({ ...draft, paymentMethod: 'google_pay' });
    expect(built.ok && built.payload.transaction.monthly).toBe(true);
    // Without a donation nothing can recur: monthly is not sent.
    const shirtsOnly = buildCheckoutPayload({
      ...draft, donation: null, shirts: [{ slug: 'walk-shirt', name: 'Walk Shirt', size: 'lg', quantity: 1, price: 20 }],
      shippingAddress: { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74103' },
    });
    expect(shirtsOnly.ok && shirtsOnly.payload.transaction.monthly).toBe(false);
  });

  it('the thank-you page says the gift repeats, and where to change it', () => {
    useTransactionStore.getState().setReceipt({
      kind: 'payment',
      transaction: buildTransactionView({ supportingType: 'team', team: { id: 5, name: 'Blue Crew', slug: 'blue-crew' } as never }),
      monthlyLine: '$20 each month on the 3rd, to Blue Crew while they walk this year, then to the event. Change or cancel any time from your giving page.',
    });
    vi.stubGlobal('fetch', mockFetch({}).fetchMock);
    renderRoute(<ThankYouPage />, { path: '/frontend/thank-you' });
    const outcome = within(screen.getByRole('region', { name: 'You support Blue Crew every month' }));
    expect(outcome.getByTestId('monthly-outcome').textContent).toContain('Monthly gift: $20 each month on the 3rd, to Blue Crew');
    expect(outcome.getByRole('link', { name: 'Open your giving page' }).getAttribute('href')).toBe('/frontend/my-giving');
    expect(screen.getByText("This is the first month of your monthly gift. Each month's gift has its own receipt.")).toBeTruthy();
  });
});
