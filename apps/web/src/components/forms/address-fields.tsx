import { SimpleGrid, TextInput } from '@mantine/core';
import { STATE_LENGTH, ZIP_LENGTH } from '@walkfund/domain';
import type { FormBinding } from './form-binding.ts';

/** The four parts of an address: the form field each binds to and its label. */
export interface AddressParts {
  address: { name: string; label: string };
  city: { name: string; label: string };
  state: { name: string; label: string; description?: string };
  zip: { name: string; label: string };
  /** Browser autofill section, e.g. "billing". */
  autoCompleteSection?: string;
}

const SHIPPING_PARTS: AddressParts = {
  address: { name: 'address', label: 'Address' },
  city: { name: 'city', label: 'City' },
  state: { name: 'state', label: 'State' },
  zip: { name: 'zipcode', label: 'Zip' },
};

/** The address inputs without their grid, so a form can place other fields beside them. */
export function AddressInputs({ binding, parts = SHIPPING_PARTS }: { binding: FormBinding; parts?: AddressParts }) {
  const auto = (token: string) => (parts.autoCompleteSection ? `${parts.autoCompleteSection} ${token}` : token);
  return (
    <>
      <TextInput label={parts.address.label} withAsterisk autoComplete={auto('street-address')} {...binding.input(parts.address.name)} />
      <TextInput label={parts.city.label} withAsterisk autoComplete={auto('address-level2')} {...binding.input(parts.city.name)} />
      <TextInput
        label={parts.state.label}
        description={parts.state.description}
        withAsterisk
        maxLength={STATE_LENGTH}
        autoComplete={auto('address-level1')}
        autoCapitalize="characters"
        {...binding.input(parts.state.name)}
        // State codes are upper case (US_STATES): "ok" is shown and kept as "OK".
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => binding.set(parts.state.name, e.currentTarget.value.toUpperCase())}
      />
      <TextInput
        label={parts.zip.label}
        withAsterisk
        inputMode="numeric"
        maxLength={ZIP_LENGTH}
        autoComplete={auto('postal-code')}
        {...binding.input(parts.zip.name)}
      />
    </>
  );
}

/** Address, city, state and zip of an address object (the domain addressSchema validates it). */
export function AddressFields({ binding }: { binding: FormBinding }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <AddressInputs binding={binding} />
    </SimpleGrid>
  );
}
