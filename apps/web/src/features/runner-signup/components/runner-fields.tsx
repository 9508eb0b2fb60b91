import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { formatCents } from '@walkfund/domain';
import { runnerCostCents, type RunnerPricing, type RunnerDraft, PublicWaiverFields } from '../../public-flow/index.ts';
import { AddressFields } from '../../../components/forms/address-fields.tsx';
import { ChurchFields } from '../../../components/forms/church-fields.tsx';
import type { FormBinding } from '../../../components/forms/form-binding.ts';
import { PersonFields } from '../../../components/public/person-fields.tsx';
import { GENDER_OPTIONS, SHIRT_SIZE_OPTIONS } from '../../../components/forms/select-options.ts';

interface RunnerFieldsProps {
  index: number;
  runner: RunnerDraft;
  binding: FormBinding;
  shippingBinding: FormBinding;
  pricing: RunnerPricing;
  /** Runner 1 can be filled from the signed-in user's profile. */
  onUseProfile?: () => void;
  /** The event city of the registration: its 5k waiver, when one is published. */
  city?: string | null;
}

/** One runner of the run form: its cost, the virtual toggle (not in Tulsa), person and race details. */
export function RunnerFields({ index, runner, binding, shippingBinding, pricing, onUseProfile, city }: RunnerFieldsProps) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Fieldset legend={`Runner ${index + 1}`} radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm">
            Registration cost: <strong>{formatCents(runnerCostCents(runner, pricing))}</strong>
          </Text>
          {onUseProfile && (
            <Button variant="light" size="xs" onClick={onUseProfile}>
              Use My Profile
            </Button>
          )}
        </Group>
        {pricing.virtualAllowed && <Switch label="Virtual runner" {...binding.checkbox('virtual')} />}
        <PersonFields binding={binding} phoneRequired={false} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NativeSelect label="Gender" withAsterisk data={GENDER_OPTIONS} {...binding.input('gender')} />
          <TextInput label="Birth date" type="date" withAsterisk max={today} {...binding.input('birthDate')} />
          <NativeSelect label="Shirt size" data={SHIRT_SIZE_OPTIONS} {...binding.input('shirtSize')} />
        </SimpleGrid>
        {pricing.virtualAllowed && runner.virtual && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Shipping address
            </Text>
            <AddressFields binding={shippingBinding} />
          </Stack>
        )}
        <ChurchFields binding={binding} />
        <PublicWaiverFields binding={binding} city={city} kind="5k" birthDate={runner.birthDate} />
      </Stack>
    </Fieldset>
  );
}
