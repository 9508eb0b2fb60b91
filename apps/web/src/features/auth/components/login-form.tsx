import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { UI_MESSAGES, loginInputSchema, type AuthResponse } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { ShowPasswordCheckbox } from './show-password-checkbox.tsx';

interface LoginFormProps {
  /** Shown above the form, e.g. "An email has been sent" after a reset request. */
  notice: string | null;
  termsUrl: string;
  onForgotPassword: (email: string) => void;
  onSignedIn: (auth: AuthResponse) => void;
}

/** Back office "Login and session pages": email, password, Show Password, Forgot Password, Login. */
export function LoginForm({ notice, termsUrl, onForgotPassword, onSignedIn }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const login = useLogin();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginInputSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(loginInputSchema.parse(values), { onSuccess: onSignedIn });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign In">
      <Stack gap="md">
        {notice && !login.isError && (
          <Alert color="green" variant="light">
            {notice}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('email')} />
        <TextInput
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <ShowPasswordCheckbox checked={showPassword} onChange={setShowPassword} />
          <Anchor
            href="#forgot-password"
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              onForgotPassword(form.getValues().email);
            }}
          >
            Forgot Password
          </Anchor>
        </Group>
        {/* Below the Forgot Password link, as the note ("the Forgot Password link above") says. */}
        {login.isError && (
          <Alert color="red" variant="light" title="Login failed" role="alert">
            <Text size="sm">{errorMessage(login.error)}</Text>
            <Text size="sm" mt="xs">
              {UI_MESSAGES.loginNote}
            </Text>
          </Alert>
        )}
        <Button type="submit" loading={login.isPending} fullWidth>
          Login
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} to={paths.frontend('create-a-team')} size="sm">
            Create a Team
          </Anchor>
          {termsUrl && (
            <Anchor href={termsUrl} target="_blank" rel="noopener noreferrer" size="sm">
              Terms and Conditions
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
