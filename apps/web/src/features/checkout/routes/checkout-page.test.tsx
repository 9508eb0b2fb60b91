import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_MESSAGES, OFFLINE_REFERENCE_MAX_LENGTH } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { useContactStore, useDonationStore, useGiftStore, useSupportingStore, useShirtCartStore, useTransactionStore } from '../../public-flow/index.ts';
import { buildTransactionView } from '../../../test/public-flow/fixtures.ts';
import { SHIRT, isDisabled, mockFetch, renderRoute, startEventDonation } from '../../../test/public-flow/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';

const PATH = '/frontend/checkout';
const PAYMENT = { id: 'test_pi_1', secret: 'test_pi_1_secret_x', provider: 'test', amount: 51.75 };

/** A promise with its resolver, to hold an answer while asserting the loading state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function fillBilling(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  await user.type(screen.getByLabelText(/Billing address/), '1 Main St');
  await user.type(screen.getByLabelText(/Billing city/), 'Norman');
  await user.type(screen.getByLabelText(/Billing zip/), '73069');
  await user.type(screen.getByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1239');
  await user.type(screen.getByLabelText('CVC'), '123');
}

beforeEach(() => startEventDonation());
afterEach(() => vi.unstubAllGlobals());

describe('Checkout', () => {
  it('says what is missing when the disabled-looking Submit Payment is pressed, and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({ 'GET /v1/payment/config': () => ({ body: { provider: 'test' } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    const submit = await screen.findByRole('button', { name: 'Submit Payment' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(submit);
    expect(await screen.findByText('Billing address is required.')).toBeTruthy();
    expect(screen.getByText('Zip is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Billing address/)));
    expect(calls.map((c) => c.key)).not.toContain('POST /v1/payment');
  });

  it('upper-cases the billing state and refuses a code outside the US state list', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/payment/config': () => ({ body: { provider: 'test' } }) }).fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    const state = (await screen.findByLabelText(/Billing state/)) as HTMLInputElement;
    await user.clear(state);
    await user.type(state, 'zz');
    expect(state.value).toBe('ZZ');
    await user.tab();
    expect(await screen.findByText('Use state abbreviation.', { selector: '.mantine-InputWrapper-error, [id$="-error"]' })).toBeTruthy();
    await user.clear(state);
    await user.type(state, 'ok');
    expect(state.value).toBe('OK');
  });

  it('shows the secure-payment cues and who receives the money beside the card form', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/payment/config': () => ({ body: { provider: 'test' } }) }).fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    const billing = await screen.findByRole('region', { name: 'Billing' });
    expect(billing.textContent).toContain('Payments are processed securely.');
    expect(billing.textContent).toContain('Your payment goes to Autism Awareness Walk.');
  });

  it('speaks of a donation only when the order holds one', async () => {
    useDonationStore.getState().setAmount(null);
    useShirtCartStore.getState().addItem({ slug: SHIRT.slug!, name: SHIRT.name, size: 'med', quantity: 1, price: SHIRT.price });
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/payment/config': () => ({ body: { provider: 'test' } }) }).fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    await screen.findByRole('form', { name: 'Payment' });
    expect(screen.queryByText(/100% of your donation/)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Donation steps' })).toBeNull();
  });

  it('sends a missing contact back to the contact page', async () => {
    useContactStore.getState().clear();
    vi.stubGlobal('fetch', mockFetch({}).fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/contact');
  });

  it('shows the total with the covered fee, and drops the fee when unticked', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/payment/config': () => ({ body: { provider: 'test' } }) }).fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    const payment = await screen.findByRole('form', { name: 'Payment' });
    expect(payment.textContent).toContain('$51.75');
    expect(screen.getByRole('note').textContent).toContain('Test mode: no real card is charged.');
    await user.click(screen.getByRole('checkbox', { name: /Cover the 3\.5% card fee/ }));
    expect(payment.textContent).toContain('$50.00');
    expect(payment.textContent).not.toContain('$51.75');
  });

  it('keeps Submit Payment disabled until billing is valid, shows Processing..., then the decline under the form', async () => {
    const user = userEvent.setup();
    const confirmAnswer = deferred<{ status: number; body: unknown }>();
    const { fetchMock, calls } = mockFetch({
      'GET /v1/payment/config': () => ({ body: { provider: 'test' } }),
      'POST /v1/payment': () => ({ status: 201, body: PAYMENT }),
      'POST /v1/payment/test-confirm': () => confirmAnswer.promise,
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });

    const submit = await screen.findByRole('button', { name: 'Submit Payment' });
    expect(isDisabled(submit)).toBe(true);
    await fillBilling(user, '4000000000000002');
    expect(isDisabled(submit)).toBe(false);

    await user.click(submit);
    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(isDisabled(processing)).toBe(true);
    // A second submission while processing is ignored.
    fireEvent.submit(screen.getByRole('form', { name: 'Payment' }));

    confirmAnswer.resolve({ status: 402, body: { code: 402, message: CARD_MESSAGES.declined } });
    expect((await screen.findByRole('alert')).textContent).toBe(`Error: ${CARD_MESSAGES.declined}`);
    expect(isDisabled(screen.getByRole('button', { name: 'Submit Payment' }))).toBe(false);
    expect(calls.filter((c) => c.key === 'POST /v1/payment')).toHaveLength(1);
    expect(calls.some((c) => c.key === 'POST /v1/transactions')).toBe(false);
    expect(calls.find((c) => c.key === 'POST /v1/payment')?.body).toMatchObject({ amount: '5175', transaction: { supportingType: 'event', coverFees: true } });

    // Changing the card clears the error.
    await user.clear(screen.getByLabelText('Card number'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('confirms, records once and goes to thank-you; a refused card reuses the open payment', async () => {
    const user = userEvent.setup();
    let confirms = 0;
    const { fetchMock, calls } = mockFetch({
      'GET /v1/payment/config': () => ({ body: { provider: 'test' } }),
      'POST /v1/payment': () => ({ status: 201, body: PAYMENT }),
      'POST /v1/payment/test-confirm': () =>
        ++confirms === 1
          ? { status: 402, body: { code: 402, message: CARD_MESSAGES.insufficientFunds } }
          : { body: { id: PAYMENT.id, status: 'succeeded' } },
      'POST /v1/transactions': () => ({ status: 201, body: buildTransactionView() }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    await screen.findByRole('button', { name: 'Submit Payment' });
    await fillBilling(user, '4000000000009995');

    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Error: ${CARD_MESSAGES.insufficientFunds}`);

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/thank-you');
    expect(calls.filter((c) => c.key === 'POST /v1/payment')).toHaveLength(1);
    expect(calls.find((c) => c.key === 'POST /v1/payment/test-confirm')?.body).toMatchObject({
      id: PAYMENT.id,
      secret: PAYMENT.secret,
      card: { number: '4000000000009995', expMonth: 12, expYear: 39, cvc: '123' },
    });
    expect(calls.find((c) => c.key === 'POST /v1/transactions')?.body).toMatchObject({ payment: { id: PAYMENT.id, secret: PAYMENT.secret } });
    await waitFor(() => expect(useTransactionStore.getState().receipt?.kind).toBe('payment'));
    expect(useTransactionStore.getState().paidPayment).toBeNull();
  });

  it('checks an incomplete card locally before creating any payment', async () => {
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({ 'GET /v1/payment/config': () => ({ body: { provider: 'test' } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    await screen.findByRole('button', { name: 'Submit Payment' });
    await user.type(screen.getByLabelText(/Billing address/), '1 Main St');
    await user.type(screen.getByLabelText(/Billing city/), 'Norman');
    await user.type(screen.getByLabelText(/Billing zip/), '73069');
    await user.type(screen.getByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Error: ${CARD_MESSAGES.incompleteNumber}`);
    expect(calls.some((c) => c.key === 'POST /v1/payment')).toBe(false);
  });

  it('says a past expiry and a short CVC as the donor types, in the processor\'s words, and sends no payment (finding 7 of docs/features/walkthrough-findings.md)', async () => {
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({ 'GET /v1/payment/config': () => ({ body: { provider: 'test' } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    await screen.findByRole('button', { name: 'Submit Payment' });
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    await user.type(expiry, '0120');
    expect(await screen.findByText(CARD_MESSAGES.pastExpiry)).toBeTruthy();
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    const cvc = screen.getByLabelText('CVC');
    await user.type(cvc, '12');
    expect(screen.queryByText(CARD_MESSAGES.incompleteCvc)).toBeNull();
    await user.tab();
    expect(await screen.findByText(CARD_MESSAGES.incompleteCvc)).toBeTruthy();

    await user.type(screen.getByLabelText(/Billing address/), '1 Main St');
    await user.type(screen.getByLabelText(/Billing city/), 'Norman');
    await user.type(screen.getByLabelText(/Billing zip/), '73069');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(cvc, '3');
    await waitFor(() => expect(screen.queryByText(CARD_MESSAGES.incompleteCvc)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Error: ${CARD_MESSAGES.pastExpiry}`);
    expect(calls.some((c) => c.key === 'POST /v1/payment')).toBe(false);

    await user.clear(expiry);
    await user.type(expiry, '1239');
    await waitFor(() => expect(screen.queryByText(CARD_MESSAGES.pastExpiry)).toBeNull());
  });

  it('keeps billing equal to the shipping address while the match box is ticked, even when ticked first', async () => {
    const user = userEvent.setup();
    useShirtCartStore.getState().addItem({ slug: 'walk-shirt', name: SHIRT.name, size: 'med', quantity: 1, price: SHIRT.price });
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/payment/config': () => ({ body: { provider: 'test' } }) }).fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    await user.click(await screen.findByRole('checkbox', { name: 'Billing address matches the shipping address' }));
    const shipping = screen.getByRole('region', { name: 'Shipping Address' });
    await user.type(within(shipping).getByRole('textbox', { name: /^Address/ }), '12 Elm St');
    await user.type(within(shipping).getByRole('textbox', { name: /^City/ }), 'Tulsa');
    await user.type(within(shipping).getByRole('textbox', { name: /^Zip/ }), '74103');
    expect((screen.getByRole('textbox', { name: /^Billing address/ }) as HTMLInputElement).value).toBe('12 Elm St');
    expect((screen.getByRole('textbox', { name: /^Billing city/ }) as HTMLInputElement).value).toBe('Tulsa');
    expect((screen.getByRole('textbox', { name: /^Billing zip/ }) as HTMLInputElement).value).toBe('74103');
  });

  it('credits the walker chosen on the donate step and sends the message and where the visitor came from (docs/decisions/0008-fundraiser-credit.md)', async () => {
    const user = userEvent.setup();
    useSupportingStore.getState().supportTeam({ id: 5, name: 'Blue Crew', city: 'Tulsa', slug: 'blue-crew' });
    useGiftStore.getState().setFundraiser({ personId: 31, firstName: 'Jane', lastName: 'Doe', teamId: 5, teamName: 'Blue Crew' });
    useGiftStore.getState().setMessage(' Go Jane! ');
    // The visitor came from Jane's poster (docs/features/ask-kit.md).
    useGiftStore.getState().setSource('poster');
    const { fetchMock, calls } = mockFetch({
      'GET /v1/payment/config': () => ({ body: { provider: 'test' } }),
      'POST /v1/payment': () => ({ status: 201, body: PAYMENT }),
      'POST /v1/payment/test-confirm': () => ({ body: { id: PAYMENT.id, status: 'succeeded' } }),
      'POST /v1/transactions': () => ({ status: 201, body: buildTransactionView() }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    await screen.findByRole('button', { name: 'Submit Payment' });
    await fillBilling(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/thank-you');
    const expected = { transaction: { supportingType: 'team', team: 5, fundraiser: 31, message: 'Go Jane!', source: 'poster' } };
    expect(calls.find((c) => c.key === 'POST /v1/payment')?.body).toMatchObject(expected);
    expect(calls.find((c) => c.key === 'POST /v1/transactions')?.body).toMatchObject(expected);
  });
});

describe('Checkout: an admin records an offline payment (docs/decisions/0114-offline-payments.md)', () => {
  it('says Record Offline Payment, asks for a check number or reference and sends it trimmed, with no card step', async () => {
    signInAs({ role: 'admin' });
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({
      'GET /v1/payment/config': () => ({ body: { provider: 'test' } }),
      'POST /v1/transactions': () => ({ status: 201, body: buildTransactionView({ offline: true, offlineReference: 'Check #1042' }) }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    await screen.findByRole('button', { name: 'Submit Payment' });
    expect(screen.queryByLabelText('Check number or reference')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Make Transaction Offline' }));
    expect(screen.queryByRole('button', { name: 'Submit Payment' })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const reference = screen.getByLabelText('Check number or reference');
    expect(reference.getAttribute('maxlength')).toBe(String(OFFLINE_REFERENCE_MAX_LENGTH));
    await user.type(reference, '  Check #1042 ');
    await user.click(screen.getByRole('button', { name: 'Record Offline Payment' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/thank-you');
    expect(calls.map((c) => c.key)).not.toContain('POST /v1/payment');
    const recorded = calls.find((c) => c.key === 'POST /v1/transactions')?.body as { transaction: Record<string, unknown>; payment?: unknown };
    expect(recorded.transaction).toMatchObject({ offline: true, offlineReference: 'Check #1042', billingContact: null });
    expect(recorded.payment).toBeUndefined();
  });

  it('records without a reference too: the field is optional', async () => {
    signInAs({ role: 'admin' });
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({
      'GET /v1/payment/config': () => ({ body: { provider: 'test' } }),
      'POST /v1/transactions': () => ({ status: 201, body: buildTransactionView({ offline: true }) }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: PATH });
    await user.click(await screen.findByRole('switch', { name: 'Make Transaction Offline' }));
    await user.click(screen.getByRole('button', { name: 'Record Offline Payment' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/thank-you');
    expect((calls.find((c) => c.key === 'POST /v1/transactions')?.body as { transaction: Record<string, unknown> }).transaction.offlineReference).toBeNull();
  });
});
