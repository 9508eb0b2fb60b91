import { InputBase } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { PHONE_MASK } from '@walkfund/domain';
import type { FormBinding } from './form-binding.ts';

/** The spec's (###) ###-#### in IMask's notation (0 = a digit). */
const IMASK_PHONE = PHONE_MASK.replaceAll('#', '0');

interface PhoneInputProps {
  binding: FormBinding;
  field?: string;
  label?: string;
  required?: boolean;
}

/** Phone, masked as (###) ###-#### (public spec 5). */
export function PhoneInput({ binding, field = 'phone', label = 'Phone', required = true }: PhoneInputProps) {
  const { value, onBlur, onFocus, error } = binding.input(field);
  return (
    <InputBase
      component={IMaskInput}
      mask={IMASK_PHONE}
      label={label}
      withAsterisk={required}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(555) 555-5555"
      value={typeof value === 'string' ? value : ''}
      onAccept={(masked: string) => binding.set(field, masked)}
      onBlur={onBlur}
      onFocus={onFocus}
      error={error}
    />
  );
}
