import { useState } from 'react';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH, TOASTS, enteredPasswordField, passwordWithConfirmSchema } from '@walkfund/domain';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { submitWithToasts } from '../../../lib/submit-with-toasts.ts';
import { useUpdateUser } from '../api/update-user.ts';

interface PasswordDraft {
  currentPassword: string;
  password: string;
  confirm: string;
}

const passwordErrors = schemaResolver(passwordWithConfirmSchema, { sync: true });

interface ChangePasswordFormProps {
  userId: number;
  /** One's own password needs the current one; an admin setting another user's does not. */
  requireCurrent: boolean;
  onDone(): void;
}

/**
 * Change Password (docs/spec/back-office.md §5): the domain password rule, confirm must match, Show Password.
 * The button is disabled while errors exist; an invalid submit shows the error notification.
 * PATCH /v1/users/{id} {password, currentPassword}.
 */
export function ChangePasswordForm({ userId, requireCurrent, onDone }: ChangePasswordFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const update = useUpdateUser(userId);
  const form = useForm<PasswordDraft>({
    initialValues: { currentPassword: '', password: '', confirm: '' },
    validate: (values) => {
      const errors = { ...passwordErrors(values) };
      if (requireCurrent) {
        const current = enteredPasswordField.safeParse(values.currentPassword);
        if (!current.success) errors.currentPassword = current.error.issues[0]?.message ?? '';
      }
      return errors;
    },
    validateInputOnChange: true,
  });
  const inputType = showPassword ? 'text' : 'password';
  // Disabled while errors show; a first submit of an untouched form shows them with the notification.
  const hasErrors = Object.keys(form.errors).length > 0;

  const submit = submitWithToasts(form, update.mutate, {
    toInput: ({ currentPassword, password }) => ({ password, ...(requireCurrent ? { currentPassword } : {}) }),
    success: TOASTS.passwordChanged,
    failure: TOASTS.passwordChangeFailed,
    onSaved: () => {
      form.reset();
      onDone();
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change Password">
      <Stack gap="md">
        {requireCurrent && (
          <TextInput
            label="Current Password"
            type={inputType}
            withAsterisk
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
        )}
        <TextInput
          label="New Password"
          type={inputType}
          withAsterisk
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase and a lowercase letter, a number and one of #?!@$%^&*-`}
          {...form.getInputProps('password')}
        />
        <TextInput label="Confirm Password" type={inputType} withAsterisk autoComplete="new-password" {...form.getInputProps('confirm')} />
        <Checkbox label="Show Password" checked={showPassword} onChange={(event) => setShowPassword(event.currentTarget.checked)} />
        <FormActions error={update.error} errorTitle={null} submitLabel="Change Password" pending={update.isPending} disabled={hasErrors} />
      </Stack>
    </form>
  );
}
