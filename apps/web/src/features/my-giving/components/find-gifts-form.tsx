import { useEffect, useRef } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { donorLinkRequestSchema } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRequestDonorLink } from '../api/request-donor-link.ts';

/**
 * "Find my gifts": the donor types the email they gave with and gets a single-use link. The answer
 * is the same whether or not the email gave (docs/features/my-giving.md).
 */
export function FindGiftsForm() {
  const request = useRequestDonorLink();
  const form = useForm({ initialValues: { email: '' }, validate: schemaResolver(donorLinkRequestSchema, { sync: true }) });
  const resultRef = useRef<HTMLDivElement>(null);
  const answered = request.isSuccess || request.isError;

  // The answer takes the focus, so a screen reader reads it and a keyboard starts from it.
  useEffect(() => {
    if (answered) resultRef.current?.focus();
  }, [answered, request.data, request.error]);

  const submit = form.onSubmit((values) => request.mutate(donorLinkRequestSchema.parse(values)));

  return (
    <Stack gap="md">
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
      <form onSubmit={submit} noValidate aria-label="Find my gifts">
        <Stack gap="md">
          <TextInput label="Email you gave with" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <Button type="submit" loading={request.isPending} fullWidth>
            Email me a link
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
