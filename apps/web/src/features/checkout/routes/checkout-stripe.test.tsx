import type { ReactNode } from 'react';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderRoute, startEventDonation } from '../../../test/public-flow/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';

// Stripe.js replaced at its module boundary (docs/features/payment-methods.md): each element a landmark.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="stripe-elements">{children}</div>,
  useStripe: () => ({}),
  useElements: () => ({}),
  PaymentElement: () => <div>Stripe: payment element</div>,
  ExpressCheckoutElement: ({ options }: { options: { buttonType: { applePay: string } } }) => <button type="button">Stripe: {options.buttonType.applePay}</button>,
}));

beforeEach(() => startEventDonation());
afterEach(() => vi.unstubAllGlobals());

describe('Checkout with Stripe (docs/features/payment-methods.md)', () => {
  it('offers the wallets above the whole form, a Donate button on a gift, and the Payment Element in Billing, in one Elements group', async () => {
    const { fetchMock } = mockFetch({ 'GET /v1/payment/config': () => ({ body: { provider: 'stripe', publishableKey: 'pk_test_x' } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutPage />, { path: '/frontend/checkout' });
    const express = await screen.findByRole('region', { name: 'Express checkout' });
    const wallet = await screen.findByRole('button', { name: 'Stripe: donate' });
    expect(express.contains(wallet)).toBe(true);
    const billing = screen.getByRole('region', { name: 'Billing' });
    expect(await screen.findByText('Stripe: payment element')).toBeTruthy();
    expect(billing.contains(screen.getByText('Stripe: payment element'))).toBe(true);
    // Above the form: before the Billing section (and outside it), one tap before anything is typed.
    expect(express.compareDocumentPosition(billing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(billing.contains(express)).toBe(false);
    expect(screen.getAllByTestId('stripe-elements')).toHaveLength(1);
  });
});
