import { lazy, Suspense, type Ref } from 'react';
import { Loader } from '@mantine/core';
import type { PaymentMethodType, PaymentProviderKind } from '@walkfund/domain';
import type { CardHandle, MethodChange } from './card-handle.ts';
import type { StripeWalletOptions } from './stripe-card-field.tsx';
import { TestPaymentField } from './test-payment-field.tsx';

// Stripe's React bindings are only downloaded when the server takes payments through Stripe.
const StripeCardField = lazy(async () => ({ default: (await import('./stripe-card-field.tsx')).StripeCardField }));

interface CardEntryProps {
  provider: PaymentProviderKind;
  publishableKey?: string;
  ref?: Ref<CardHandle>;
  /** The checkout's total in cents (what Stripe's wallets show). */
  amountCents: number;
  method: PaymentMethodType;
  onMethodChange: MethodChange;
  onChange(): void;
  /** Stripe's Express Checkout Element above the form (test mode has its own wallet buttons). */
  wallets?: StripeWalletOptions;
}

/**
 * The payment field of the provider the server names (docs/features/payment-methods.md): Stripe's
 * Payment Element (and Express Checkout Element), or the test-mode card and bank account.
 */
export function CardEntry({ provider, publishableKey, ref, amountCents, method, onMethodChange, onChange, wallets }: CardEntryProps) {
  if (provider === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Loading the payment form" />}>
        <StripeCardField publishableKey={publishableKey} amountCents={amountCents} ref={ref} onChange={onChange} onMethodChange={onMethodChange} wallets={wallets} />
      </Suspense>
    );
  }
  return <TestPaymentField ref={ref} method={method} onMethodChange={onMethodChange} onChange={onChange} />;
}
