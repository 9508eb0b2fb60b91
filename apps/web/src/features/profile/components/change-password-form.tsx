import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH, TOASTS, enteredPasswordField, passwordWithConfirmSchema } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
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
 * Change Password (back office 5): the domain password rule, confirm must match, Show Password.
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

  const submit = form.onSubmit(
    ({ currentPassword, password }) =>
      update.mutate(
        { password, ...(requireCurrent ? { currentPassword } : {}) },
        {
          onSuccess: () => {
            notifyToast(TOASTS.passwordChanged, 'success');
            form.reset();
            onDone();
          },
          onError: () => notifyToast(TOASTS.passwordChangeFailed, 'error'),
        },
      ),
    () => notifyToast(TOASTS.passwordChangeFailed, 'error'),
  );

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
        {update.isError && (
          <Alert color="red" variant="light">
            {errorMessage(update.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={hasErrors}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
