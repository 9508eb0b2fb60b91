import { SimpleGrid, TextInput } from '@mantine/core';
import { FIELD_MESSAGES, STATE_LENGTH, ZIP_LENGTH } from '@walkfund/domain';
import type { FormBinding } from './form-binding.ts';

/** Name on card, billing address, city, state (a 2-letter abbreviation, OK by default) and zip. */
export function BillingFields({ binding }: { binding: FormBinding }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label="Name on card" withAsterisk autoComplete="cc-name" {...binding.input('name_on_card')} />
      <TextInput label="Billing address" withAsterisk autoComplete="billing street-address" {...binding.input('billing_address')} />
      <TextInput label="Billing city" withAsterisk autoComplete="billing address-level2" {...binding.input('billing_city')} />
      <TextInput
        label="Billing state"
        description={FIELD_MESSAGES.stateAbbreviation}
        withAsterisk
        maxLength={STATE_LENGTH}
        autoComplete="billing address-level1"
        {...binding.input('billing_state')}
      />
      <TextInput
        label="Billing zip"
        withAsterisk
        inputMode="numeric"
        maxLength={ZIP_LENGTH}
        autoComplete="billing postal-code"
        {...binding.input('billing_zip')}
      />
    </SimpleGrid>
  );
}
