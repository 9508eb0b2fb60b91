import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { MIN_DONATION_DOLLARS, monthlyGiftAmountInputSchema, parseDonationInput } from '@walkfund/domain';

interface MonthlyAmountFormProps {
  current: number;
  saving: boolean;
  /** The server's refusal, if the last try was refused. */
  error: string | null;
  onSave(amount: number): void;
  onClose(): void;
}

/**
 * Change a monthly gift's amount (docs/features/monthly-gifts.md): whole dollars, at least $10, as a
 * donation (docs/decisions/0103-donation-minimum.md); the field's rule is the API's (monthlyGiftAmountInputSchema).
 */
export function MonthlyAmountForm({ current, saving, error, onSave, onClose }: MonthlyAmountFormProps) {
  const [text, setText] = useState(String(current));
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
    onSave(parsed.data.amount);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change the monthly amount">
      <Stack gap="xs">
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
        <Group gap="xs">
          <Button type="submit" size="xs" loading={saving}>
            Save amount
          </Button>
          <Button variant="default" size="xs" onClick={onClose}>
            Keep ${current}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
