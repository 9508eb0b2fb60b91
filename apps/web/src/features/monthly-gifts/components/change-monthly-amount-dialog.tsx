import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MIN_DONATION_DOLLARS, formatDollars, monthlyGiftAmountInputSchema, parseDonationInput, type AdminMonthlyGift } from '@walkfund/domain';

interface ChangeMonthlyAmountDialogProps {
  gift: AdminMonthlyGift | null;
  saving: boolean;
  /** The server's refusal, if the last try was refused. */
  error: string | null;
  onSave(gift: AdminMonthlyGift, amount: number): void;
  onClose(): void;
}

/**
 * An admin changes a donor's monthly amount (docs/features/monthly-gifts.md): whole dollars, at least
 * the donation minimum (docs/decisions/0103-donation-minimum.md), checked with the API's own rule
 * (monthlyGiftAmountInputSchema) and its messages; from the next month on, audited with the admin's name.
 */
export function ChangeMonthlyAmountDialog({ gift, saving, error, onSave, onClose }: ChangeMonthlyAmountDialogProps) {
  return (
    <Modal opened={gift !== null} onClose={onClose} title="Change the monthly amount" centered>
      {/* Keyed by the gift, so the field starts from each gift's own amount. */}
      {gift && <AmountForm key={gift.id} gift={gift} saving={saving} error={error} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function AmountForm({ gift, saving, error, onSave, onClose }: Omit<ChangeMonthlyAmountDialogProps, 'gift'> & { gift: AdminMonthlyGift }) {
  const [text, setText] = useState(String(gift.amount));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = parseDonationInput(text);
    const parsed = typed.ok ? monthlyGiftAmountInputSchema.safeParse({ amount: typed.dollars }) : null;
    if (!typed.ok || !parsed?.success) {
      setProblem(typed.ok ? (parsed?.error?.issues[0]?.message ?? 'Please check the amount.') : typed.error);
      return;
    }
    setProblem(null);
    onSave(gift, parsed.data.amount);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change the monthly amount">
      <Stack gap="md">
        <Text size="sm">
          {gift.donorName} gives {formatDollars(gift.amount)} each month to {gift.supporting}. The new amount is charged from the next month on.
        </Text>
        <TextInput
          label="New monthly amount"
          description={`Whole dollars, at least $${MIN_DONATION_DOLLARS}.`}
          leftSection="$"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          data-autofocus
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep {formatDollars(gift.amount)}
          </Button>
          <Button type="submit" loading={saving}>
            Save amount
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
