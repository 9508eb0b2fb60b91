import { InputBase } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { PHONE_MASK } from '@walkfund/domain';

/** The spec's (###) ###-#### in IMask's notation (0 = a digit). */
const IMASK_PHONE = PHONE_MASK.replaceAll('#', '0');

interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** A phone number masked as (###) ###-####. */
export function PhoneField({ label, value, onChange, error, required = false }: PhoneFieldProps) {
  return (
    <InputBase
      component={IMaskInput}
      mask={IMASK_PHONE}
      label={label}
      withAsterisk={required}
      type="tel"
      inputMode="tel"
      autoComplete="off"
      placeholder="(555) 555-5555"
      value={value}
      onAccept={(masked: string) => onChange(masked)}
      error={error}
    />
  );
}
