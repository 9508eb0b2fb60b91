import { Component, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useLocation } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import { HomeButton } from '../../features/campaign/index.ts';
import { errorMessage } from '../../lib/api-client.ts';

/** What went wrong in a route area: anything a render throws (a bug, a screen whose chunk failed to load). */
function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <StatusPage
      title="Something went wrong."
      text={`This page could not be shown (${errorMessage(error)}). Reload to try again.`}
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

interface BoundaryProps {
  /** The current location's key: a navigation changes it and clears the error. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  /** The thrown value, wrapped: a render may throw anything, undefined included. */
  failure: { error: unknown } | null;
}

class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error } };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failure && previous.locationKey !== this.props.locationKey) this.setState({ failure: null });
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorPage error={failure.error} /> : this.props.children;
  }
}

/**
 * Around each top area of the route table: an error thrown while rendering it shows a friendly
 * message with Reload and Back to Home in its place; the next navigation shows the area again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <LocationErrorBoundary locationKey={key}>{children}</LocationErrorBoundary>;
}
