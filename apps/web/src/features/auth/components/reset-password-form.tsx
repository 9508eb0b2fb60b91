import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { passwordWithConfirmSchema } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { ShowPasswordCheckbox } from './show-password-checkbox.tsx';

/** New password and confirm with the domain password rule; Set Password is disabled on errors. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [showPassword, setShowPassword] = useState(false);
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(passwordWithConfirmSchema, { sync: true }),
    validateInputOnChange: true,
  });
  const inputType = showPassword ? 'text' : 'password';

  const submit = form.onSubmit(({ password }) => {
    reset.mutate({ token, password }, { onSuccess: onDone });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Reset Password">
      <Stack gap="md">
        {reset.isError && (
          <Alert color="red" variant="light">
            {errorMessage(reset.error)}
          </Alert>
        )}
        <TextInput label="New Password" type={inputType} autoComplete="new-password" {...form.getInputProps('password')} />
        <TextInput label="Confirm Password" type={inputType} autoComplete="new-password" {...form.getInputProps('confirm')} />
        <ShowPasswordCheckbox checked={showPassword} onChange={setShowPassword} />
        <Button type="submit" loading={reset.isPending} disabled={!form.isValid()} fullWidth>
          Set Password
        </Button>
      </Stack>
    </form>
  );
}
