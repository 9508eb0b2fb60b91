import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { schemaResolver, useForm } from '@mantine/form';
import { passwordWithConfirmSchema } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { ShowPasswordCheckbox } from './show-password-checkbox.tsx';

/** Navigation state that opens the login page on its Forgot Password panel. */
export const FORGOT_PASSWORD_STATE = { forgotPassword: true } as const;

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
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{errorMessage(reset.error)}</Text>
            {/* A used or expired link cannot work again: offer a new one. */}
            <Text size="sm" mt="xs">
              Reset links work once and expire.{' '}
              <Anchor component={Link} to={paths.login} state={FORGOT_PASSWORD_STATE} size="sm">
                Request a new reset link
              </Anchor>
            </Text>
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
