import { lazy, Suspense, type Ref } from 'react';
import { Loader } from '@mantine/core';
import type { PaymentProviderKind } from '@walkfund/domain';
import type { CardHandle } from './card-handle.ts';
import { TestCardField } from './test-card-field.tsx';

// Stripe's React bindings are only downloaded when the server takes cards through Stripe.
const StripeCardField = lazy(async () => ({ default: (await import('./stripe-card-field.tsx')).StripeCardField }));

interface CardEntryProps {
  provider: PaymentProviderKind;
  publishableKey?: string;
  ref?: Ref<CardHandle>;
  onChange(): void;
}

/** The card field of the provider the server names: Stripe Elements, or the test-mode field. */
export function CardEntry({ provider, publishableKey, ref, onChange }: CardEntryProps) {
  if (provider === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
        <StripeCardField publishableKey={publishableKey} ref={ref} onChange={onChange} />
      </Suspense>
    );
  }
  return <TestCardField ref={ref} onChange={onChange} />;
}
