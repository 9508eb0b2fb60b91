import { Alert, Center, Loader } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';

/** A tab's loading and error states, readable by screen readers. */
export function QueryState({ isPending, error, label }: { isPending: boolean; error: unknown; label: string }) {
  if (error) {
    return (
      <Alert color="red" title="Error" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={`Loading ${label}`} />
      </Center>
    );
  }
  return null;
}
