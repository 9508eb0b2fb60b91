import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  MONTHLY_GIFT_MESSAGES, MONTHLY_GIFT_STATUS_LABELS, formatDollars, paymentMethodLabel, type DonorMonthlyGift, type DonorSession,
  type MonthlyGiftCardInput, type MonthlyGiftStatus,
} from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useChangeMonthlyAmount } from '../api/change-monthly-amount.ts';
import { useSetMonthlyGiftState, type MonthlyGiftAction } from '../api/set-monthly-gift-state.ts';
import { useUpdateMonthlyGiftCard } from '../api/update-monthly-gift-card.ts';
import { CancelMonthlyGiftModal } from './cancel-monthly-gift-modal.tsx';
import { MonthlyAmountForm } from '../../../components/forms/monthly-amount-form.tsx';
import { MonthlyCardForm } from './monthly-card-form.tsx';

const STATUS_COLORS: Record<MonthlyGiftStatus, string> = { active: 'green', paused: 'gray', failed: 'red', cancelled: 'gray' };

/** A YYYY-MM-DD day (America/Chicago) as "May 29, 2026": noon UTC is the same day in Chicago. */
export const formatDay = (day: string) => formatLongDate(`${day}T12:00:00Z`);

/** What comes next for the gift, by its status. */
function nextLine(gift: DonorMonthlyGift): string {
  if (gift.status === 'cancelled') return 'Cancelled: nothing more is charged.';
  if (gift.status === 'paused') return 'Paused: nothing is charged until you resume it.';
  if (gift.status === 'failed') return 'Stopped: the card was declined. Update the card to give again.';
  return gift.nextChargeOn ? `Next gift on ${formatDay(gift.nextChargeOn)}` : 'Next gift soon';
}

/** The short, kind word after each change. */
function thanks(action: MonthlyGiftAction, gift: DonorMonthlyGift): [string, string] {
  if (action === 'pause') return ['Gift paused', 'Nothing is charged until you resume it.'];
  if (action === 'resume') return ['Gift resumed', gift.nextChargeOn ? `Thank you! The next gift is on ${formatDay(gift.nextChargeOn)}.` : 'Thank you!'];
  return ['Gift cancelled', 'Thank you for every month you gave.'];
}

/** "Team Tigers" as it is; "Tulsa event" as "the Tulsa event". */
export function toWhom(supporting: string): string {
  if (/^the /i.test(supporting)) return `the ${supporting.slice(4)}`;
  return / event$/.test(supporting) ? `the ${supporting}` : supporting;
}

type Panel = 'amount' | 'card' | null;

/**
 * One monthly gift on the donor's page (docs/features/monthly-gifts.md): the amount, to whom, its
 * status and next gift, the months given and their total, the card; and its controls: change the
 * amount, pause or resume, update the card, cancel (asked first). A cancelled gift only shows.
 */
export function MonthlyGiftCard({ gift, session }: { gift: DonorMonthlyGift; session: DonorSession }) {
  const [panel, setPanel] = useState<Panel>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const amount = useChangeMonthlyAmount(session);
  const state = useSetMonthlyGiftState(session);
  const card = useUpdateMonthlyGiftCard(session);
  const titleId = `monthly-gift-${gift.id}`;
  const open = gift.status !== 'cancelled';
  const stateError = state.isError && state.variables?.action !== 'cancel' ? errorMessage(state.error) : null;

  const close = () => {
    setPanel(null);
    amount.reset();
    card.reset();
  };
  const show = (next: Panel) => {
    state.reset();
    amount.reset();
    card.reset();
    setPanel(panel === next ? null : next);
  };
  const act = (action: MonthlyGiftAction) =>
    state.mutate(
      { id: gift.id, action },
      {
        onSuccess: (updated) => {
          setConfirmCancel(false);
          setPanel(null);
          notifySuccess(...thanks(action, updated));
        },
      },
    );
  const saveAmount = (dollars: number) =>
    amount.mutate(
      { id: gift.id, amount: dollars },
      {
        onSuccess: (updated) => {
          setPanel(null);
          notifySuccess('Amount changed', `From now on you give ${formatDollars(updated.amount)} each month. Thank you!`);
        },
      },
    );
  const saveCard = (input: MonthlyGiftCardInput) =>
    card.mutate(
      { id: gift.id, input },
      {
        onSuccess: () => {
          setPanel(null);
          notifySuccess('Card updated', MONTHLY_GIFT_MESSAGES.cardSaved);
        },
      },
    );

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} id={titleId}>
            {formatDollars(gift.amount)} each month to {toWhom(gift.supporting)}
          </Text>
          {/* Never squeezed by a long title: the status reads whole ("ACTI…" at 1280 px before). */}
          <Badge color={STATUS_COLORS[gift.status]} variant="light" style={{ flexShrink: 0 }}>
            {MONTHLY_GIFT_STATUS_LABELS[gift.status]}
          </Badge>
        </Group>
        {gift.walker && <Text size="sm">Credited to {gift.walker}</Text>}
        <Text size="sm">{nextLine(gift)}</Text>
        <Group gap="lg">
          <Text size="sm">
            Given <strong>{gift.monthsGiven === 1 ? '1 month' : `${gift.monthsGiven} months`}</strong>, <strong>{formatDollars(gift.totalGiven)}</strong> in all
          </Text>
          <Text size="sm" c="gray.7">
            Since {formatDay(gift.startedOn)}
            {gift.coversFees ? ', with the card fee covered' : ''}
          </Text>
        </Group>
        <Text size="sm">Card: {gift.card ? paymentMethodLabel(gift.card) : 'none on file'}</Text>
        {gift.failureMessage && open && (
          <Alert color="orange" variant="light" title="The last payment did not go through">
            {gift.failureMessage} Update the card to keep your gift going.
          </Alert>
        )}
        {stateError && (
          <Alert color="red" variant="light" role="alert">
            {stateError}
          </Alert>
        )}
        {open && (
          <Group gap="xs" mt={4}>
            <Button variant="light" size="xs" onClick={() => show('amount')} aria-expanded={panel === 'amount'}>
              Change amount
            </Button>
            {gift.status === 'active' ? (
              <Button variant="default" size="xs" onClick={() => act('pause')} loading={state.isPending && state.variables?.action === 'pause'}>
                Pause
              </Button>
            ) : (
              <Button variant="default" size="xs" onClick={() => act('resume')} loading={state.isPending && state.variables?.action === 'resume'}>
                Resume
              </Button>
            )}
            <Button variant="default" size="xs" onClick={() => show('card')} aria-expanded={panel === 'card'}>
              Update card
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={() => setConfirmCancel(true)}>
              Cancel gift
            </Button>
          </Group>
        )}
        {open && panel === 'amount' && (
          <MonthlyAmountForm
            current={gift.amount}
            saving={amount.isPending}
            error={amount.isError ? errorMessage(amount.error) : null}
            onSave={saveAmount}
            onClose={close}
            compact
          />
        )}
        {open && panel === 'card' && (
          <MonthlyCardForm gift={gift} session={session} saving={card.isPending} error={card.isError ? errorMessage(card.error) : null} onSave={saveCard} onClose={close} />
        )}
      </Stack>
      <CancelMonthlyGiftModal
        opened={confirmCancel}
        amount={gift.amount}
        supporting={toWhom(gift.supporting)}
        cancelling={state.isPending && state.variables?.action === 'cancel'}
        error={state.isError && state.variables?.action === 'cancel' ? errorMessage(state.error) : null}
        onConfirm={() => act('cancel')}
        onClose={() => {
          setConfirmCancel(false);
          state.reset();
        }}
      />
    </Card>
  );
}
