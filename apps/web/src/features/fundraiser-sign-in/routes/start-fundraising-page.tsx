import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { signInLinkRequestSchema } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRequestSignInLink } from '../api/request-sign-in-link.ts';
import { FundraiserCard } from '../components/fundraiser-card.tsx';

/**
 * /frontend/start-fundraising: a team member asks for a sign-in link to their own page. The answer
 * is the same whether or not the email is on a team (docs/decisions/0009-personal-pages.md).
 */
export function StartFundraisingPage() {
  const request = useRequestSignInLink();
  const form = useForm({ initialValues: { email: '' }, validate: schemaResolver(signInLinkRequestSchema, { sync: true }) });
  const resultRef = useRef<HTMLDivElement>(null);
  const answered = request.isSuccess || request.isError;

  // The answer takes the focus, so a screen reader reads it and a keyboard starts from it.
  useEffect(() => {
    if (answered) resultRef.current?.focus();
  }, [answered, request.data, request.error]);

  const submit = form.onSubmit((values) => request.mutate(signInLinkRequestSchema.parse(values)));

  return (
    <FundraiserCard
      title="Start fundraising"
      intro="Walking on a team this year? Get your own page to share with friends and family. Enter the email your team has for you and we will send you a link to sign in. No password needed."
    >
      <div ref={resultRef} tabIndex={-1} style={{ outline: 'none' }}>
        {request.isSuccess && (
          <Alert color="green" variant="light" role="status" title="Check your email">
            {request.data.message}
          </Alert>
        )}
        {request.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(request.error)}
          </Alert>
        )}
      </div>
      <form onSubmit={submit} noValidate aria-label="Start fundraising">
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <Button type="submit" loading={request.isPending} fullWidth>
            Send me a sign-in link
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed">
        Already have a password?{' '}
        <Anchor component={Link} to={paths.login} size="sm">
          Sign in
        </Anchor>
      </Text>
    </FundraiserCard>
  );
}
