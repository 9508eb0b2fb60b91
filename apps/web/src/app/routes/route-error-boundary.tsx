import { Button, Group } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import { HomeButton } from '../layouts/home-link.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { NotFound } from './status-pages.tsx';

/**
 * The errorElement of each top area: a thrown 404 response shows the 404 page; anything else
 * (a render error, a chunk that failed to load) a friendly message with Reload and Back to Home.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return (
    <StatusPage
      title="Something went wrong."
      text={`This page could not be shown (${detail}). Reload to try again.`}
      action={
        <Group justify="center" mt="md">
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <HomeButton />
        </Group>
      }
    />
  );
}
