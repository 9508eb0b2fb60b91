import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { refreshAccessToken } from '../lib/api-client.ts';
import { sessionStore, useSession } from '../features/session/session-store.ts';
import { useEventSettings } from '../features/settings/api/get-event-settings.ts';
import { paths } from './paths.ts';

function FullPageLoader() {
  return (
    <Center h="60vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

type SessionCheck = 'valid' | 'refreshing' | 'expired';

/**
 * Access token unexpired: valid. Expired but the refresh token is not: refresh first.
 * Both expired: the session is expired and the refresh token is sent to logout.
 */
function useSessionCheck(): SessionCheck {
  const { session } = useSession();
  const [state, setState] = useState<SessionCheck>(() => initialCheck());
  useEffect(() => {
    const initial = initialCheck();
    setState(initial);
    if (initial !== 'refreshing') return;
    let cancelled = false;
    refreshAccessToken().then(
      () => !cancelled && setState('valid'),
      () => !cancelled && setState('expired'),
    );
    return () => {
      cancelled = true;
    };
  }, [session?.tokens.access.token]);
  return state;
}

function initialCheck(): SessionCheck {
  const { session, accessExpired, refreshExpired } = sessionStore.getState().status();
  if (!session) return 'expired';
  if (!accessExpired) return 'valid';
  if (!refreshExpired) return 'refreshing';
  // Both expired: tell the server to drop the refresh token, then forget the session.
  void fetch('/v1/auth/logout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken: session.tokens.refresh.token }),
  }).catch(() => undefined);
  sessionStore.getState().clear();
  return 'expired';
}

/** Routes requiring sign-in: unauthenticated to /login, inactive to /deactivated, non-admin on admin routes to /404. */
export function RequireAuth({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const check = useSessionCheck();
  const { user } = useSession();
  const location = useLocation();
  if (check === 'refreshing') return <FullPageLoader />;
  if (check === 'expired' || !user) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  if (!user.active) {
    sessionStore.getState().clear();
    return <Navigate to={paths.deactivated} replace />;
  }
  if (admin && user.role !== 'admin') return <Navigate to={paths.notFound} replace />;
  return <>{children}</>;
}

/** Pages for signed-out users only (login) redirect to / when already signed in. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { accessExpired, refreshExpired } = sessionStore.getState().status();
  if (session && (!accessExpired || !refreshExpired)) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}

/** DECISIONS.md 1: /frontend/... redirects to /newyear only while public registration is closed. */
export function PublicFlowGate({ children }: { children: ReactNode }) {
  const settings = useEventSettings();
  if (settings.isPending) return <FullPageLoader />;
  if (settings.data && !settings.data.publicRegistrationOpen) return <Navigate to={paths.newYear} replace />;
  return <>{children}</>;
}
