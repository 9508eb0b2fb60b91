import { SimpleGrid, TextInput } from '@mantine/core';
import type { FormBinding } from '../forms/form-binding.ts';
import { PhoneInput } from '../forms/phone-input.tsx';

interface PersonFieldsProps {
  binding: FormBinding;
  /** Phone may be left empty on some forms (add team member). */
  phoneRequired?: boolean;
}

/** First and last name, email and phone: the fields every person form shares. */
export function PersonFields({ binding, phoneRequired = true }: PersonFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label="First name" withAsterisk autoComplete="given-name" {...binding.input('firstName')} />
      <TextInput label="Last name" withAsterisk autoComplete="family-name" {...binding.input('lastName')} />
      <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...binding.input('email')} />
      <PhoneInput binding={binding} required={phoneRequired} />
    </SimpleGrid>
  );
}
