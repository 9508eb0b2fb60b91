import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client.ts';

interface FormActionsProps {
  /** The last attempt's error (a mutation's `error`), shown above the buttons; null: none. */
  error: unknown;
  /** The error's title; null: none. */
  errorTitle?: string | null;
  /** Where Cancel goes; none: no Cancel. */
  cancelTo?: string;
  submitLabel: string;
  /** While the request runs the submit button spins. */
  pending: boolean;
  /** Disabled while the form shows errors. */
  disabled?: boolean;
}

/** The foot of a form, in its Stack: the server's error, then Cancel and the submit button on the right. */
export function FormActions({ error, errorTitle = 'Error', cancelTo, submitLabel, pending, disabled = false }: FormActionsProps) {
  return (
    <>
      {error != null && (
        <Alert color="red" title={errorTitle ?? undefined} role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <Group justify="flex-end">
        {cancelTo && (
          <Button component={Link} to={cancelTo} variant="default">
            Cancel
          </Button>
        )}
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
