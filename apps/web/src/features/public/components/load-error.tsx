import { Alert } from '@mantine/core';
import { ApiError } from '../../../lib/api-client.ts';
import { PublicPage } from './public-page.tsx';

interface LoadErrorProps {
  error: unknown;
  /** What could not be found or loaded: "team", "fundraiser". */
  thing: string;
}

/** A public page whose data did not load: "not found" for a 404, "something went wrong" otherwise. */
export function LoadError({ error, thing }: LoadErrorProps) {
  const missing = error instanceof ApiError && error.status === 404;
  const title = `${thing[0]!.toUpperCase()}${thing.slice(1)} not found`;
  return (
    <PublicPage title={missing ? title : 'Something went wrong'}>
      <Alert color={missing ? 'gray' : 'red'}>
        {missing ? `We could not find a ${thing} at this address.` : `The ${thing} could not be loaded. Please try again.`}
      </Alert>
    </PublicPage>
  );
}
