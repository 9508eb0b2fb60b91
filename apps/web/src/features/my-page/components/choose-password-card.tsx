import { useState } from 'react';
import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FUNDRAISER_MESSAGES, PASSWORD_MIN_LENGTH, passwordWithConfirmSchema } from '@walkfund/domain';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useChoosePassword } from '../api/choose-password.ts';

/**
 * For a fundraiser who signed in by link and has no password yet (PUT /v1/my/password): optional,
 * it lets them sign in later without asking for a new link.
 */
export function ChoosePasswordCard() {
  const [showPassword, setShowPassword] = useState(false);
  const choose = useChoosePassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(passwordWithConfirmSchema, { sync: true }),
  });
  const inputType = showPassword ? 'text' : 'password';

  const submit = form.onSubmit(({ password }) =>
    choose.mutate(password, { onSuccess: () => notifySuccess('Success', FUNDRAISER_MESSAGES.passwordChosen) }),
  );

  return (
    <SectionCard title="Choose a password" idPrefix="my-page">
      <Text size="sm" c="dimmed">
        You signed in with an emailed link. Choose a password to sign in next time with your email, without waiting for a link.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Choose a password">
        <Stack gap="md">
          <TextInput
            label="Password"
            type={inputType}
            withAsterisk
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase and a lowercase letter, a number and one of #?!@$%^&*-`}
            {...form.getInputProps('password')}
          />
          <TextInput label="Confirm Password" type={inputType} withAsterisk autoComplete="new-password" {...form.getInputProps('confirm')} />
          <Checkbox label="Show Password" checked={showPassword} onChange={(event) => setShowPassword(event.currentTarget.checked)} />
          <FormActions error={choose.error} errorTitle={null} submitLabel="Save Password" pending={choose.isPending} />
        </Stack>
      </form>
    </SectionCard>
  );
}
