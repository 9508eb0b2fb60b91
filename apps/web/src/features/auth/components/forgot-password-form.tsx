import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { HTTP, UI_MESSAGES, forgotPasswordInputSchema } from '@walkfund/domain';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onSent: () => void;
  onCancel: () => void;
}

/** The Forgot Password panel: Send Reset Email (disabled while the email is invalid) and Cancel. */
export function ForgotPasswordForm({ initialEmail, onSent, onCancel }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword();
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: schemaResolver(forgotPasswordInputSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    forgot.mutate(forgotPasswordInputSchema.parse(values), { onSuccess: onSent });
  });
  const unknownEmail = forgot.error instanceof ApiError && forgot.error.status === HTTP.notFound;

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot Password">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email you sign in with and we will send you reset instructions.
        </Text>
        {forgot.isError && (
          <Alert color="red" variant="light">
            <Text size="sm">{errorMessage(forgot.error)}</Text>
            {unknownEmail && (
              <Text size="sm" mt="xs">
                {UI_MESSAGES.forgotUnknownEmail}
              </Text>
            )}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" data-autofocus {...form.getInputProps('email')} />
        <Group grow gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={forgot.isPending} disabled={!form.isValid()}>
            Send Reset Email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
