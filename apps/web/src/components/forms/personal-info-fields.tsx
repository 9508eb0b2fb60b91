import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PersonalDraft } from '../../lib/persons/personal-draft.ts';
import { AddressFields } from './address-fields.tsx';
import { ChurchFields } from './church-fields.tsx';
import { bindForm } from './form-binding.ts';
import { PhoneInput } from './phone-input.tsx';
import { SHIRT_SIZE_OPTIONS } from './select-options.ts';

interface PersonalInfoFieldsProps {
  form: UseFormReturnType<PersonalDraft>;
  /** The reactivation wizard requires a shirt size (docs/spec/public-flows.md §5); the profile does not. */
  shirtSizeRequired?: boolean;
}

/** Names, phone (###) ###-####, address, shirt size, employer and Life.Church with its campus. */
export function PersonalInfoFields({ form, shirtSizeRequired = false }: PersonalInfoFieldsProps) {
  const binding = bindForm(form);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="First name" withAsterisk autoComplete="given-name" {...binding.input('firstName')} />
        <TextInput label="Last name" withAsterisk autoComplete="family-name" {...binding.input('lastName')} />
        <PhoneInput binding={binding} />
        <NativeSelect label="Shirt size" withAsterisk={shirtSizeRequired} data={SHIRT_SIZE_OPTIONS} {...binding.input('shirtSize')} />
      </SimpleGrid>
      <AddressFields binding={bindForm(form, 'address.')} />
      <TextInput label="Employer" autoComplete="organization" {...binding.input('myEmployer')} />
      <ChurchFields binding={binding} />
    </Stack>
  );
}
