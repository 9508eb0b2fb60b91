import type { ReactNode } from 'react';
import { InputBase } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { PHONE_MASK, PHONE_PATTERN, normalizePhone } from '@walkfund/domain';
import type { FormBinding } from './form-binding.ts';

/** The spec's (###) ###-#### in IMask's notation (0 = a digit). */
const IMASK_PHONE = PHONE_MASK.replaceAll('#', '0');

interface MaskedPhoneInputProps {
  label: string;
  value: string;
  onChange: (masked: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: ReactNode;
  required?: boolean;
}

/** A phone number masked as (###) ###-#### (docs/spec/public-flows.md §5), controlled by its value. */
export function MaskedPhoneInput({ label, value, onChange, onBlur, onFocus, error, required = false }: MaskedPhoneInputProps) {
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
      value={value}
      onAccept={(masked: string) => onChange(masked)}
      // A pasted "+1 405 555 1234" keeps its number: the domain rule drops the country code the
      // mask would otherwise shift into the area code.
      onPaste={(event: React.ClipboardEvent<HTMLInputElement>) => {
        const pasted = normalizePhone(event.clipboardData.getData('text'));
        if (PHONE_PATTERN.test(pasted)) {
          event.preventDefault();
          onChange(pasted);
        }
      }}
      onBlur={onBlur}
      onFocus={onFocus}
      error={error}
    />
  );
}

interface PhoneInputProps {
  binding: FormBinding;
  field?: string;
  label?: string;
  required?: boolean;
}

/** The masked phone bound to a form field. */
export function PhoneInput({ binding, field = 'phone', label = 'Phone', required = true }: PhoneInputProps) {
  const { value, onBlur, onFocus, error } = binding.input(field);
  return (
    <MaskedPhoneInput
      label={label}
      required={required}
      value={typeof value === 'string' ? value : ''}
      onChange={(masked) => binding.set(field, masked)}
      onBlur={onBlur}
      onFocus={onFocus}
      error={error}
    />
  );
}
