import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import type { DonorMonthlyGift, DonorSession, MonthlyGiftCardInput } from '@walkfund/domain';
import { EMPTY_TEST_CARD, TestCardInputs, parseTestCard, usePaymentConfig, type TestCardDraft } from '../../checkout/index.ts';

// Stripe's code loads only when a donor updates a card on a server that takes cards through Stripe.
const StripeCardSetup = lazy(async () => ({ default: (await import('./stripe-card-setup.tsx')).StripeCardSetup }));

interface MonthlyCardFormProps {
  gift: DonorMonthlyGift;
  session: DonorSession;
  saving: boolean;
  /** The server's refusal, if the last try was refused. */
  error: string | null;
  onSave(input: MonthlyGiftCardInput): void;
  onClose(): void;
}

/** The test-mode card form the checkout uses (docs/decisions/0113-test-mode-processor.md): saved without a charge. */
function TestCardForm({ saving, error, onSave, onClose }: Omit<MonthlyCardFormProps, 'gift' | 'session'>) {
  const [card, setCard] = useState<TestCardDraft>(EMPTY_TEST_CARD);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTestCard(card);
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(null);
    onSave({ testCard: parsed.card });
  };
  const shown = problem ?? error;
  return (
    <form onSubmit={submit} noValidate aria-label="Update the card">
      <Stack gap="xs">
        <TestCardInputs
          card={card}
          onChange={(next) => {
            setCard(next);
            setProblem(null);
          }}
        />
        {shown && (
          <Alert color="red" variant="light" role="alert">
            {shown}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={saving}>
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
 * "Update card" of a monthly gift (docs/features/monthly-gifts.md): the test card form in test mode;
 * with Stripe, its Payment Element on a SetupIntent. A failed gift resumes once its card is saved.
 */
export function MonthlyCardForm({ gift, session, ...rest }: MonthlyCardFormProps) {
  const config = usePaymentConfig();
  if (gift.provider === 'test') return <TestCardForm {...rest} />;
  if (config.isPending) return <Loader size="sm" aria-label="Loading the card form" />;
  const publishableKey = config.data?.publishableKey;
  if (!publishableKey) {
    return (
      <Alert color="red" variant="light" role="alert">
        The card form cannot be shown right now. Please try again later.
      </Alert>
    );
  }
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
      <StripeCardSetup
        publishableKey={publishableKey}
        session={session}
        giftId={gift.id}
        saving={rest.saving}
        error={rest.error}
        onConfirmed={(setupIntentId) => rest.onSave({ setupIntentId })}
        onClose={rest.onClose}
      />
    </Suspense>
  );
}
