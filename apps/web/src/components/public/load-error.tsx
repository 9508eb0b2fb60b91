import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { PublicPage } from './public-page.tsx';

interface LoadErrorProps {
  error: unknown;
  /** What could not be found or loaded: "team", "fundraiser". */
  thing: string;
}

/**
 * A public page whose data did not load: "not found" for a 404, "something went wrong" otherwise.
 * Not a dead end: it offers the team list (the join step's team picker) and the event's home.
 */
export function LoadError({ error, thing }: LoadErrorProps) {
  const missing = error instanceof ApiError && error.status === 404;
  const title = `${thing[0]!.toUpperCase()}${thing.slice(1)} not found`;
  return (
    <PublicPage title={missing ? title : 'Something went wrong'}>
      <Stack gap="md">
        <Alert color={missing ? 'gray' : 'red'}>
          <Text size="sm">
            {missing
              ? `We could not find a ${thing} at this address. The link may be old, or the name may have changed.`
              : `The ${thing} could not be loaded. Please try again.`}
          </Text>
        </Alert>
        <Group gap="sm">
          <Button component={Link} to={paths.frontend('join')}>
            Find a team
          </Button>
          <Button component={Link} to={paths.publicHome} variant="default">
            Go to the event's home
          </Button>
        </Group>
      </Stack>
    </PublicPage>
  );
}
