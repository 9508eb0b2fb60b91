import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { MIN_DONATION_DOLLARS, formatDollars, monthlyGiftAmountInputSchema, parseDonationInput } from '@walkfund/domain';
import { FormErrorAlert } from './form-error-alert.tsx';

interface MonthlyAmountFormProps {
  current: number;
  saving: boolean;
  /** The server's refusal, if the last try was refused. */
  error: string | null;
  onSave(amount: number): void;
  onClose(): void;
  /** Said above the field (the admin's dialog says whose gift it is). */
  intro?: ReactNode;
  /** Small, inline under the gift (the donor's giving page); else a dialog's full-size form. */
  compact?: boolean;
}

/**
 * Change a monthly gift's amount (docs/features/monthly-gifts.md), by the donor on their giving page
 * or an admin in the back office: whole dollars, at least $10, as a donation
 * (docs/decisions/0103-donation-minimum.md); the field's rule is the API's (monthlyGiftAmountInputSchema).
 */
export function MonthlyAmountForm({ current, saving, error, onSave, onClose, intro, compact = false }: MonthlyAmountFormProps) {
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

  const size = compact ? 'xs' : 'sm';
  const save = (
    <Button type="submit" size={size} loading={saving}>
      Save amount
    </Button>
  );
  const keep = (
    <Button variant="default" size={size} onClick={onClose}>
      Keep {formatDollars(current, { wholeDollarsShort: true })}
    </Button>
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Change the monthly amount">
      <Stack gap={compact ? 'xs' : 'md'}>
        {intro}
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
        <FormErrorAlert error={error} />
        {compact ? (
          <Group gap="xs">
            {save}
            {keep}
          </Group>
        ) : (
          <Group justify="flex-end">
            {keep}
            {save}
          </Group>
        )}
      </Stack>
    </form>
  );
}
