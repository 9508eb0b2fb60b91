import { useImperativeHandle, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { Box, Input } from '@mantine/core';
import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElements, type StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { CARD_MESSAGES, isPaymentMethodType, type PaymentMethodType } from '@walkfund/domain';
import type { CardHandle, CardHolder, ConfirmOutcome, MethodChange } from './card-handle.ts';

// One Stripe.js instance per key for the page's lifetime (loadStripe injects the script once).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let stripe = stripeByKey.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripeByKey.set(key, stripe);
  }
  return stripe;
}

/** Stripe's smallest USD charge: the Elements group needs an amount before the cart has one. */
const STRIPE_MIN_CENTS = 50;
const LOADING = 'The payment form is still loading.';
const refused = (message: string): ConfirmOutcome => ({ status: 'refused', message });

/** A method type Stripe names (the Payment Element's tab, the Express Checkout's wallet) as ours; card for any other. */
export function methodOfStripeType(type: string | undefined): PaymentMethodType {
  return isPaymentMethodType(type) ? type : 'card';
}

/** What the wallet's sheet gave (billing name, email, phone, address; the shipping address for shirts). */
export interface WalletAnswer {
  method: PaymentMethodType;
  billing: CardHolder['billing'];
  email: string | null;
  phone: string | null;
  shipping: { address: string; city: string; state: string; zipcode: string } | null;
  /** Confirms the payment the checkout then creates; the wallet already holds the billing details. */
  handle: CardHandle;
  /** Tells the wallet's sheet the payment failed, so it closes with an error. */
  fail(): void;
}

export interface StripeWalletOptions {
  /** A gift-only cart: the wallets' buttons say Donate. */
  giftOnly: boolean;
  /** Shirts are shipped: the wallet asks for the shipping address. */
  needsShipping: boolean;
  onConfirm(answer: WalletAnswer): void;
}

interface StripeGroupProps {
  publishableKey: string;
  /** The checkout's total: what the wallets show. The PaymentIntent is created at submit with the same amount. */
  amountCents: number;
  /**
   * A monthly gift (docs/features/monthly-gifts.md): the server's PaymentIntent saves the card for the
   * months after (setup_future_usage off_session), and the deferred Elements group must say the same.
   */
  monthly?: boolean;
  children: ReactNode;
}

interface StripePaymentInputsProps {
  ref?: Ref<CardHandle>;
  onChange(): void;
  onMethodChange: MethodChange;
  /** The Express Checkout Element is above the form: the Payment Element leaves the wallets to it. */
  walletsAbove: boolean;
}

/**
 * Confirms with what the Elements group holds (the Payment Element's method, or the Express
 * Checkout's wallet): no redirect unless a method needs one. A bank transfer answers processing.
 */
async function confirmElements(stripe: Stripe, elements: StripeElements, clientSecret: string, holder: CardHolder | null): Promise<ConfirmOutcome> {
  const { error, paymentIntent } = await stripe.confirmPayment({
    elements,
    clientSecret,
    redirect: 'if_required',
    confirmParams: {
      return_url: window.location.href,
      // The form collects the billing details (the Payment Element's own fields are hidden); a wallet gives its own.
      ...(holder
        ? {
            payment_method_data: {
              billing_details: {
                name: holder.billing.name_on_card,
                email: holder.email,
                phone: holder.phone,
                address: {
                  line1: holder.billing.billing_address,
                  line2: '',
                  city: holder.billing.billing_city,
                  state: holder.billing.billing_state,
                  postal_code: holder.billing.billing_zip,
                  country: 'US',
                },
              },
            },
          }
        : {}),
    },
  });
  if (error) return refused(error.message ?? CARD_MESSAGES.declined);
  if (paymentIntent?.status === 'succeeded') return { status: 'succeeded' };
  if (paymentIntent?.status === 'processing') return { status: 'processing' };
  return refused(CARD_MESSAGES.notCompleted);
}

function walletAnswer(event: StripeExpressCheckoutElementConfirmEvent, stripe: Stripe, elements: StripeElements): WalletAnswer {
  const billing = event.billingDetails;
  const address = billing?.address;
  const shipping = event.shippingAddress?.address;
  return {
    method: methodOfStripeType(event.expressPaymentType),
    billing: {
      name_on_card: billing?.name ?? '',
      billing_address: [address?.line1, address?.line2].filter(Boolean).join(', '),
      billing_city: address?.city ?? '',
      billing_state: address?.state ?? '',
      billing_zip: address?.postal_code ?? '',
    },
    email: billing?.email ?? null,
    phone: billing?.phone ?? null,
    shipping: shipping
      ? { address: [shipping.line1, shipping.line2].filter(Boolean).join(', '), city: shipping.city ?? '', state: shipping.state ?? '', zipcode: shipping.postal_code ?? '' }
      : null,
    handle: {
      precheck: () => null,
      confirm: (payment) => confirmElements(stripe, elements, payment.secret, null),
    },
    fail: () => event.paymentFailed({ reason: 'fail' }),
  };
}

/** Stripe's Payment Element (card, Link, bank account), inside the checkout's Elements group. */
export function StripePaymentInputs({ ref, onChange, onMethodChange, walletsAbove }: StripePaymentInputsProps) {
  const stripe = useStripe();
  const elements = useElements();
  // elements.submit() runs at the donor's tap, before the PaymentIntent is created (deferred intent).
  const submitted = useRef(false);

  useImperativeHandle(ref, () => ({
    precheck: () => (stripe && elements ? null : LOADING),
    async prepare() {
      if (!elements) return LOADING;
      const { error } = await elements.submit();
      submitted.current = !error;
      return error ? (error.message ?? CARD_MESSAGES.notCompleted) : null;
    },
    async confirm(payment, holder) {
      if (!stripe || !elements) return refused(LOADING);
      if (!submitted.current) {
        const { error } = await elements.submit();
        if (error) return refused(error.message ?? CARD_MESSAGES.notCompleted);
      }
      submitted.current = false;
      return confirmElements(stripe, elements, payment.secret, holder);
    },
  }));

  return (
    <Input.Wrapper label="Payment" withAsterisk>
      <PaymentElement
        options={{
          layout: 'tabs',
          fields: { billingDetails: { name: 'never', email: 'never', phone: 'never', address: 'never' } },
          // The wallets are one tap above the form when the Express Checkout Element is there.
          ...(walletsAbove ? { wallets: { applePay: 'never' as const, googlePay: 'never' as const } } : {}),
        }}
        onChange={(event) => {
          onMethodChange(methodOfStripeType(event.value.type));
          onChange();
        }}
      />
    </Input.Wrapper>
  );
}

/**
 * Stripe's Express Checkout Element: the device's wallets, one tap, above the whole checkout form
 * (docs/features/payment-methods.md), inside the checkout's Elements group.
 */
export function StripeExpressCheckout({ wallets }: { wallets: StripeWalletOptions }) {
  const stripe = useStripe();
  const elements = useElements();
  return (
    <Box component="section" aria-label="Express checkout">
      <ExpressCheckoutElement
        options={{ buttonType: wallets.giftOnly ? { applePay: 'donate', googlePay: 'donate' } : { applePay: 'plain', googlePay: 'pay' } }}
        onClick={(event) =>
          event.resolve({
            emailRequired: true,
            phoneNumberRequired: true,
            billingAddressRequired: true,
            ...(wallets.needsShipping
              ? { shippingAddressRequired: true, allowedShippingCountries: ['US'], shippingRates: [{ id: 'shirts', displayName: 'Shipping (in the total)', amount: 0 }] }
              : {}),
          })
        }
        onConfirm={async (event) => {
          if (!stripe || !elements) return event.paymentFailed({ reason: 'fail' });
          const { error } = await elements.submit();
          if (error) return event.paymentFailed({ reason: 'fail', message: error.message });
          wallets.onConfirm(walletAnswer(event, stripe, elements));
        }}
      />
    </Box>
  );
}

/**
 * The checkout's payments when the server takes them through Stripe (docs/features/payment-methods.md):
 * one Elements group in deferred-intent mode around the whole form, so the Express Checkout Element
 * (the device's wallets, one tap) sits above it and the Payment Element (card, Link, bank account,
 * as the account enables them) in the Billing section.
 */
export function StripeElementsGroup({ publishableKey, amountCents, monthly = false, children }: StripeGroupProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const options = useMemo(
    () => ({
      mode: 'payment' as const,
      currency: 'usd',
      amount: Math.max(amountCents, STRIPE_MIN_CENTS),
      ...(monthly ? { setupFutureUsage: 'off_session' as const } : {}),
      appearance: { theme: 'stripe' as const, variables: { borderRadius: '8px', fontFamily: 'inherit' } },
    }),
    [amountCents, monthly],
  );
  return (
    <Elements stripe={stripe} options={options}>
      {children}
    </Elements>
  );
}
