import { Alert } from '@mantine/core';

/** The server's refusal under a form or in a dialog, read out when it appears; nothing without one. */
export function FormErrorAlert({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {error}
    </Alert>
  );
}
