import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Input, Loader, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { CARD_MESSAGES, type DonorSession } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { postMonthlyGiftCardSetup } from '../api/update-monthly-gift-card.ts';

interface StripeCardSetupProps {
  publishableKey: string;
  session: DonorSession;
  giftId: number;
  saving: boolean;
  /** The server's refusal of the confirmed card, if any. */
  error: string | null;
  /** Stripe confirmed the card: the SetupIntent to make the gift's card. */
  onConfirmed(setupIntentId: string): void;
  onClose(): void;
}

function SetupInputs({ saving, error, onConfirmed, onClose }: Pick<StripeCardSetupProps, 'saving' | 'error' | 'onConfirmed' | 'onClose'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [refused, setRefused] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setConfirming(true);
    setRefused(null);
    const { error: stripeError, setupIntent } = await stripe.confirmSetup({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
    setConfirming(false);
    if (stripeError) return setRefused(stripeError.message ?? CARD_MESSAGES.declined);
    if (setupIntent?.status !== 'succeeded') return setRefused(CARD_MESSAGES.notCompleted);
    onConfirmed(setupIntent.id);
  };

  const problem = refused ?? error;
  return (
    <form onSubmit={submit} noValidate aria-label="Update the card">
      <Stack gap="xs">
        <Input.Wrapper label="New card" withAsterisk>
          <PaymentElement options={{ layout: 'tabs' }} />
        </Input.Wrapper>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={confirming || saving} disabled={!stripe || !elements}>
            Save card
          </Button>
          <Button variant="default" size="xs" onClick={onClose}>
            Keep the current card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * With Stripe (docs/features/monthly-gifts.md): the server opens a SetupIntent for the donor, Stripe's
 * Payment Element collects the card with its secret and confirms it, then the gift takes it as its
 * card. Loaded only when a donor updates a card on a Stripe server, like the checkout's Stripe code.
 */
export function StripeCardSetup({ publishableKey, session, giftId, ...rest }: StripeCardSetupProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  const [secret, setSecret] = useState<string | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  // One SetupIntent per opening (StrictMode runs effects twice).
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    postMonthlyGiftCardSetup(session, giftId)
      .then((answer) => setSecret(answer.setupSecret))
      .catch((error: unknown) => setSetupError(errorMessage(error)));
  }, [session, giftId]);

  if (setupError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {setupError}
      </Alert>
    );
  }
  if (!secret) return <Loader size="sm" aria-label="Loading the card form" />;
  return (
    <Elements stripe={stripe} options={{ clientSecret: secret, appearance: { theme: 'stripe', variables: { borderRadius: '8px', fontFamily: 'inherit' } } }}>
      <SetupInputs {...rest} />
    </Elements>
  );
}
