import { SimpleGrid, TextInput } from '@mantine/core';
import { FIELD_MESSAGES } from '@walkfund/domain';
import { AddressInputs, type AddressParts } from '../../../components/forms/address-fields.tsx';
import type { FormBinding } from '../../../components/forms/form-binding.ts';

const BILLING_PARTS: AddressParts = {
  address: { name: 'billing_address', label: 'Billing address' },
  city: { name: 'billing_city', label: 'Billing city' },
  state: { name: 'billing_state', label: 'Billing state', description: FIELD_MESSAGES.stateAbbreviation },
  zip: { name: 'billing_zip', label: 'Billing zip' },
  autoCompleteSection: 'billing',
};

/** Name on card, billing address, city, state (a 2-letter abbreviation, OK by default) and zip. */
export function BillingFields({ binding }: { binding: FormBinding }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label="Name on card" withAsterisk autoComplete="cc-name" {...binding.input('name_on_card')} />
      <AddressInputs binding={binding} parts={BILLING_PARTS} />
    </SimpleGrid>
  );
}
