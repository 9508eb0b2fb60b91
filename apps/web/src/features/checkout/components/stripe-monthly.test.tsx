import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { TestProviders } from '../../../test/render.tsx';

// Stripe.js replaced at its module boundary: the options the Elements group is given.
const seen: { options: Record<string, unknown>[] } = { options: [] };
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: Record<string, unknown>; children: ReactNode }) => {
    seen.options.push(options);
    return <>{children}</>;
  },
}));

const { StripeElementsGroup } = await import('./stripe-card-field.tsx');

describe('the Stripe Elements group of a monthly gift (docs/features/monthly-gifts.md)', () => {
  it('saves the card for the months after, as the server’s PaymentIntent does; a one-time gift does not', () => {
    render(
      <TestProviders>
        <StripeElementsGroup publishableKey="pk_test_x" amountCents={2070} monthly>
          <p>form</p>
        </StripeElementsGroup>
        <StripeElementsGroup publishableKey="pk_test_x" amountCents={2070}>
          <p>form</p>
        </StripeElementsGroup>
      </TestProviders>,
    );
    expect(seen.options[0]).toMatchObject({ mode: 'payment', amount: 2070, setupFutureUsage: 'off_session' });
    expect(seen.options[1]).not.toHaveProperty('setupFutureUsage');
  });
});
