import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PersonalInfoFields } from '../../../components/forms/personal-info-fields.tsx';
import type { PersonalDraft } from '../../../lib/persons/personal-draft.ts';

interface PersonalStepProps {
  form: UseFormReturnType<PersonalDraft>;
  /** The captain's email, shown read-only (it changes on the profile, not here). */
  email: string;
  onBack(): void;
  onNext(): void;
}

/** Step 1: the captain's personal information; Next needs no errors and a shirt size. */
export function PersonalStep({ form, email, onBack, onNext }: PersonalStepProps) {
  return (
    <form
      noValidate
      aria-label="Personal information"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Stack gap="md">
        {email && <TextInput label="Email" value={email} readOnly />}
        <PersonalInfoFields form={form} shirtSizeRequired />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit">Next</Button>
        </Group>
      </Stack>
    </form>
  );
}
