import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import { Loader } from '@mantine/core';
import type { PaymentMethodType, PaymentProviderKind } from '@walkfund/domain';
import type { CardHandle, MethodChange } from './card-handle.ts';
import type { StripeWalletOptions } from './stripe-card-field.tsx';
import { TestPaymentField } from './test-payment-field.tsx';

// Stripe's React bindings are only downloaded when the server takes payments through Stripe.
const stripeField = () => import('./stripe-card-field.tsx');
const StripeElementsGroup = lazy(async () => ({ default: (await stripeField()).StripeElementsGroup }));
const StripeExpressCheckout = lazy(async () => ({ default: (await stripeField()).StripeExpressCheckout }));
const StripePaymentInputs = lazy(async () => ({ default: (await stripeField()).StripePaymentInputs }));

const loading = <Loader size="sm" aria-label="Loading the payment form" />;

interface ProviderProps {
  provider: PaymentProviderKind;
  publishableKey?: string;
}
const takesStripe = ({ provider, publishableKey }: ProviderProps) => provider === 'stripe' && Boolean(publishableKey);

/**
 * What the payment parts of a checkout share: with Stripe, one Elements group around the whole
 * form, so its wallets can sit above the form and its Payment Element in it
 * (docs/features/payment-methods.md); with the test processor, nothing.
 */
export function PaymentGroup({ provider, publishableKey, amountCents, monthly = false, children }: ProviderProps & { amountCents: number; monthly?: boolean; children: ReactNode }) {
  if (!takesStripe({ provider, publishableKey })) return children;
  return (
    <Suspense fallback={loading}>
      <StripeElementsGroup publishableKey={publishableKey!} amountCents={amountCents} monthly={monthly}>
        {children}
      </StripeElementsGroup>
    </Suspense>
  );
}

/** Stripe's Express Checkout Element (the device's wallets, one tap), inside PaymentGroup; nothing in test mode (it has its own wallet buttons). */
export function StripeWallets({ provider, publishableKey, wallets }: ProviderProps & { wallets: StripeWalletOptions }) {
  if (!takesStripe({ provider, publishableKey })) return null;
  return (
    <Suspense fallback={null}>
      <StripeExpressCheckout wallets={wallets} />
    </Suspense>
  );
}

interface CardEntryProps extends ProviderProps {
  ref?: Ref<CardHandle>;
  method: PaymentMethodType;
  onMethodChange: MethodChange;
  onChange(): void;
  /** StripeWallets is shown above the form: the Payment Element leaves the wallets to it. */
  walletsAbove: boolean;
  /** A monthly gift (docs/features/monthly-gifts.md): paid by card, so no bank account is offered. */
  monthly?: boolean;
}

/**
 * The payment field of the provider the server names (docs/features/payment-methods.md): Stripe's
 * Payment Element (inside PaymentGroup), or the test-mode card and bank account.
 */
export function CardEntry({ provider, publishableKey, ref, method, onMethodChange, onChange, walletsAbove, monthly = false }: CardEntryProps) {
  if (takesStripe({ provider, publishableKey })) {
    return (
      <Suspense fallback={loading}>
        <StripePaymentInputs ref={ref} onChange={onChange} onMethodChange={onMethodChange} walletsAbove={walletsAbove} />
      </Suspense>
    );
  }
  return <TestPaymentField ref={ref} method={method} onMethodChange={onMethodChange} onChange={onChange} cardOnly={monthly} />;
}
