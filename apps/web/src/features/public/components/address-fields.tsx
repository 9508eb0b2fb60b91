import { SimpleGrid, TextInput } from '@mantine/core';
import { STATE_LENGTH, ZIP_LENGTH } from '@walkfund/domain';
import type { FormBinding } from './form-binding.ts';

/** Address, city, state and zip of an address object (the domain addressSchema validates it). */
export function AddressFields({ binding }: { binding: FormBinding }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label="Address" withAsterisk autoComplete="street-address" {...binding.input('address')} />
      <TextInput label="City" withAsterisk autoComplete="address-level2" {...binding.input('city')} />
      <TextInput
        label="State"
        withAsterisk
        maxLength={STATE_LENGTH}
        autoComplete="address-level1"
        {...binding.input('state')}
      />
      <TextInput
        label="Zip"
        withAsterisk
        inputMode="numeric"
        maxLength={ZIP_LENGTH}
        autoComplete="postal-code"
        {...binding.input('zipcode')}
      />
    </SimpleGrid>
  );
}
