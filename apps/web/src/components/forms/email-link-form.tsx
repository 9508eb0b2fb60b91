import { useEffect, useRef } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client.ts';

export interface EmailLinkFormProps {
  /** The request's schema: `{ email }`, from @walkfund/domain. */
  schema: z.ZodType<{ email: string }, { email: string }>;
  /** The mutation that asks for the link; its answer's message is shown. */
  request: UseMutationResult<{ message: string }, Error, { email: string }>;
  /** The form's accessible name. */
  formLabel: string;
  emailLabel: string;
  submitLabel: string;
}

/**
 * "Email me a link": one email field, and the server's answer (the same whether or not the email
 * is known) shown above it. The answer takes the focus, so a screen reader reads it and a keyboard
 * starts from it.
 */
export function EmailLinkForm({ schema, request, formLabel, emailLabel, submitLabel }: EmailLinkFormProps) {
  const form = useForm({ initialValues: { email: '' }, validate: schemaResolver(schema, { sync: true }) });
  const resultRef = useRef<HTMLDivElement>(null);
  const answered = request.isSuccess || request.isError;

  useEffect(() => {
    if (answered) resultRef.current?.focus();
  }, [answered, request.data, request.error]);

  const submit = form.onSubmit((values) => request.mutate(schema.parse(values)));

  return (
    <>
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
      <form onSubmit={submit} noValidate aria-label={formLabel}>
        <Stack gap="md">
          <TextInput label={emailLabel} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <Button type="submit" loading={request.isPending} fullWidth>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </>
  );
}
