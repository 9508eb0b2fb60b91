import { useImperativeHandle, useMemo, type Ref } from 'react';
import { Box, Input } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CARD_MESSAGES } from '@walkfund/domain';
import type { CardHandle } from './card-handle.ts';

interface StripeCardFieldProps {
  publishableKey: string;
  ref?: Ref<CardHandle>;
  onChange(): void;
}

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

function StripeCardInput({ ref, onChange }: Omit<StripeCardFieldProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();

  useImperativeHandle(ref, () => ({
    precheck: () => (stripe && elements?.getElement(CardElement) ? null : 'The card form is still loading.'),
    async confirm(payment, holder) {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return 'The card form is still loading.';
      const { billing } = holder;
      const result = await stripe.confirmCardPayment(payment.secret, {
        payment_method: {
          card,
          billing_details: {
            name: billing.name_on_card,
            email: holder.email,
            phone: holder.phone,
            address: { line1: billing.billing_address, city: billing.billing_city, state: billing.billing_state, postal_code: billing.billing_zip, country: 'US' },
          },
        },
      });
      if (result.error) return result.error.message ?? CARD_MESSAGES.declined;
      return result.paymentIntent?.status === 'succeeded' ? null : CARD_MESSAGES.notCompleted;
    },
  }));

  return (
    <Input.Wrapper label="Card" withAsterisk>
      <Box p="sm" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)', background: 'white' }}>
        <CardElement options={{ hidePostalCode: true }} onChange={onChange} />
      </Box>
    </Input.Wrapper>
  );
}

/** The card field when the server takes cards through Stripe: Elements' CardElement. */
export function StripeCardField({ publishableKey, ref, onChange }: StripeCardFieldProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCardInput ref={ref} onChange={onChange} />
    </Elements>
  );
}
