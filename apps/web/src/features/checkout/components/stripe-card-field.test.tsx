import { createRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentCreateResponse } from '@walkfund/domain';
import { TestProviders } from '../../../test/render.tsx';
import type { CardHandle } from './card-handle.ts';

// Stripe.js replaced at its module boundary: what the field asks of it, and what it answers.
const stripe = { confirmPayment: vi.fn() };
const elements = { submit: vi.fn(async () => ({})) };
const seen: { expressOptions?: Record<string, unknown>; resolved?: Record<string, unknown>; paymentFailed: ReturnType<typeof vi.fn> } = { paymentFailed: vi.fn() };

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => stripe) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  useStripe: () => stripe,
  useElements: () => elements,
  PaymentElement: ({ onChange }: { onChange(e: { value: { type: string } }): void }) => (
    <button type="button" onClick={() => onChange({ value: { type: 'us_bank_account' } })}>
      Stripe: choose bank account
    </button>
  ),
  ExpressCheckoutElement: ({ options, onClick, onConfirm }: { options: Record<string, unknown>; onClick(e: unknown): void; onConfirm(e: unknown): Promise<void> }) => {
    seen.expressOptions = options;
    return (
      <button
        type="button"
        onClick={() => {
          onClick({ resolve: (r: Record<string, unknown>) => (seen.resolved = r) });
          void onConfirm({
            expressPaymentType: 'google_pay',
            billingDetails: { name: 'Ann Lee', email: 'ann@example.com', phone: '4055550100', address: { line1: '1 Elm St', line2: null, city: 'Edmond', state: 'OK', postal_code: '73013', country: 'US' } },
            shippingAddress: { name: 'Ann Lee', address: { line1: '2 Oak St', line2: null, city: 'Norman', state: 'OK', postal_code: '73069', country: 'US' } },
            paymentFailed: seen.paymentFailed,
          });
        }}
      >
        Stripe: wallet
      </button>
    );
  },
}));

const { StripeElementsGroup, StripeExpressCheckout, StripePaymentInputs } = await import('./stripe-card-field.tsx');

const PAYMENT: PaymentCreateResponse = { id: 'pi_1', secret: 'pi_1_secret_x', provider: 'stripe', publishableKey: 'pk_test_x', amount: 100.8 };
const HOLDER = {
  billing: { name_on_card: 'Ann Lee', billing_address: '1 Main St', billing_city: 'Norman', billing_state: 'OK', billing_zip: '73069' },
  email: 'ann@example.com',
  phone: '(405) 555-0100',
};

afterEach(() => vi.clearAllMocks());

describe('Stripe payment fields (Payment Element and Express Checkout Element, docs/features/payment-methods.md)', () => {
  it('reports the method chosen in the Payment Element, and confirms with the billing details: a bank transfer is processing', async () => {
    const user = userEvent.setup();
    const ref = createRef<CardHandle>();
    const onMethodChange = vi.fn();
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'processing' } });
    render(
      <TestProviders>
        <StripeElementsGroup publishableKey="pk_test_x" amountCents={10_350}>
          <StripePaymentInputs ref={ref} onChange={() => undefined} onMethodChange={onMethodChange} walletsAbove />
        </StripeElementsGroup>
      </TestProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'Stripe: choose bank account' }));
    expect(onMethodChange).toHaveBeenCalledWith('us_bank_account');
    expect(await ref.current!.prepare!()).toBeNull();
    expect(await ref.current!.confirm(PAYMENT, HOLDER)).toEqual({ status: 'processing' });
    expect(elements.submit).toHaveBeenCalledTimes(1);
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        elements,
        clientSecret: PAYMENT.secret,
        redirect: 'if_required',
        confirmParams: expect.objectContaining({
          payment_method_data: { billing_details: expect.objectContaining({ name: 'Ann Lee', email: 'ann@example.com', address: expect.objectContaining({ postal_code: '73069', country: 'US' }) }) },
        }),
      }),
    );
  });

  it('answers a refusal with Stripe\'s message', async () => {
    const ref = createRef<CardHandle>();
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    render(
      <TestProviders>
        <StripeElementsGroup publishableKey="pk_test_x" amountCents={5000}>
          <StripePaymentInputs ref={ref} onChange={() => undefined} onMethodChange={() => undefined} walletsAbove={false} />
        </StripeElementsGroup>
      </TestProviders>,
    );
    await waitFor(() => expect(ref.current).not.toBeNull());
    expect(await ref.current!.confirm(PAYMENT, HOLDER)).toEqual({ status: 'refused', message: 'Your card was declined.' });
  });

  it('offers the wallets with a Donate button on a gift, asks for shipping when shirts ship, and hands over what the wallet gave', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    render(
      <TestProviders>
        <StripeElementsGroup publishableKey="pk_test_x" amountCents={4140}>
          <StripeExpressCheckout wallets={{ giftOnly: true, needsShipping: true, onConfirm }} />
        </StripeElementsGroup>
      </TestProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'Stripe: wallet' }));
    expect(seen.expressOptions).toMatchObject({ buttonType: { applePay: 'donate', googlePay: 'donate' } });
    expect(seen.resolved).toMatchObject({ emailRequired: true, billingAddressRequired: true, shippingAddressRequired: true, allowedShippingCountries: ['US'] });
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    const answer = onConfirm.mock.calls[0]![0];
    expect(answer).toMatchObject({
      method: 'google_pay',
      billing: { name_on_card: 'Ann Lee', billing_address: '1 Elm St', billing_city: 'Edmond', billing_state: 'OK', billing_zip: '73013' },
      email: 'ann@example.com',
      shipping: { address: '2 Oak St', city: 'Norman', state: 'OK', zipcode: '73069' },
    });
    // The wallet holds its own billing details: none are sent again.
    expect(await answer.handle.confirm(PAYMENT, HOLDER)).toEqual({ status: 'succeeded' });
    expect(stripe.confirmPayment.mock.calls[0]![0].confirmParams.payment_method_data).toBeUndefined();
    answer.fail();
    expect(seen.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
  });
});
