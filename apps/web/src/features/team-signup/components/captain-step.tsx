import { Button, Card, NativeSelect, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FIELD_MESSAGES } from '@walkfund/domain';
import type { CaptainDraft } from '../lib/captain.ts';
import { AddressFields } from '../../../components/forms/address-fields.tsx';
import { ChurchFields } from '../../../components/forms/church-fields.tsx';
import { bindForm } from '../../../components/forms/form-binding.ts';
import { PersonFields } from '../../../components/public/person-fields.tsx';
import { SHIRT_SIZE_OPTIONS } from '../../../components/forms/select-options.ts';

interface CaptainStepProps {
  form: UseFormReturnType<CaptainDraft>;
  checking: boolean;
  onNext(): void;
}

/** Step one of Create a Team: the captain's profile and password. */
export function CaptainStep({ form, checking, onNext }: CaptainStepProps) {
  const binding = bindForm(form);
  return (
    <Card withBorder padding="md" component="form" noValidate onSubmit={(e) => (e.preventDefault(), onNext())} aria-label="Team captain">
      <Stack gap="md">
        <Title order={2} fz="md">
          Team captain
        </Title>
        <PersonFields binding={binding} />
        <TextInput label="Employer" autoComplete="organization" {...binding.input('myEmployer')} />
        <AddressFields binding={bindForm(form, 'address.')} />
        <NativeSelect label="Shirt size" withAsterisk data={SHIRT_SIZE_OPTIONS} {...binding.input('shirtSize')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            // The rule is said once: as the hint, or as the error when it is broken.
            description={form.errors['password.password'] ? undefined : FIELD_MESSAGES.passwordRule}
            {...binding.input('password.password')}
          />
          <PasswordInput label="Confirm password" withAsterisk autoComplete="new-password" {...binding.input('password.confirm')} />
        </SimpleGrid>
        <ChurchFields binding={binding} campusField="lifeChurchCampus" />
        <Button type="submit" size="md" loading={checking}>
          Next
        </Button>
      </Stack>
    </Card>
  );
}
