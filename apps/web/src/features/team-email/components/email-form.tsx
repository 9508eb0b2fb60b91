import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { TEAM_EMAIL_MESSAGE_MAX_LENGTH, TEAM_EMAIL_SUBJECT_MAX_LENGTH, teamEmailFormSchema, type TeamEmailForm } from '@walkfund/domain';

interface EmailFormProps {
  sending: boolean;
  serverError: string | null;
  onSend(values: TeamEmailForm): void;
  onInvalid(): void;
  onCancel(): void;
}

/**
 * The email form: subject and message, each at least 10 characters (the domain's messages).
 * Send Message is disabled while errors show or the email is sending; a submit of an invalid form
 * shows the errors and lets the page notify.
 */
export function EmailForm({ sending, serverError, onSend, onInvalid, onCancel }: EmailFormProps) {
  const form = useForm<TeamEmailForm>({
    initialValues: { subject: '', message: '' },
    validate: schemaResolver(teamEmailFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    // The server trims too; sending the trimmed text keeps what was checked.
    (values) => onSend({ subject: values.subject.trim(), message: values.message.trim() }),
    onInvalid,
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Email form">
      <Stack gap="md">
        <TextInput label="Subject" withAsterisk maxLength={TEAM_EMAIL_SUBJECT_MAX_LENGTH} {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          withAsterisk
          rows={8}
          resize="vertical"
          maxLength={TEAM_EMAIL_MESSAGE_MAX_LENGTH}
          {...form.getInputProps('message')}
        />
        {serverError && (
          <Alert color="red" variant="light">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending} disabled={Object.keys(form.errors).length > 0 || sending}>
            Send Message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
