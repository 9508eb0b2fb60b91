import { forwardRef } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { DONATION_PRESETS_DOLLARS, MIN_DONATION_DOLLARS } from '@walkfund/domain';

interface DonationAmountFieldProps {
  /** The amount as typed (whole dollars). */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  /** "Other" was chosen: the donor types an amount. */
  other: boolean;
  onOther(): void;
  error?: string;
}

/**
 * Preset amounts as toggle buttons (aria-pressed), "Other" for a typed amount, and the amount field
 * itself: text, so a typed decimal point stays visible with its error instead of being dropped.
 */
export const DonationAmountField = forwardRef<HTMLInputElement, DonationAmountFieldProps>(function DonationAmountField(
  { value, onChange, onBlur, other, onOther, error },
  ref,
) {
  const presetChosen = (preset: number) => !other && value === String(preset);
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label="Choose an amount">
        {DONATION_PRESETS_DOLLARS.map((preset) => (
          <Button
            key={preset}
            variant={presetChosen(preset) ? 'filled' : 'default'}
            aria-pressed={presetChosen(preset)}
            onClick={() => onChange(String(preset))}
            miw={72}
          >
            ${preset}
          </Button>
        ))}
        <Button variant={other ? 'filled' : 'default'} aria-pressed={other} onClick={onOther} miw={72}>
          Other
        </Button>
      </Group>
      <TextInput
        ref={ref}
        label="Donation amount"
        description={`Whole dollars, at least $${MIN_DONATION_DOLLARS}.`}
        withAsterisk
        leftSection="$"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        error={error}
      />
    </Stack>
  );
});
