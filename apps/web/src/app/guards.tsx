import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { refreshAccessToken } from '../lib/api-client.ts';
import { postLogout } from '../features/auth/api/logout.ts';
import { sessionStore, useSession } from '../features/session/session-store.ts';
import { useEventSettings } from '../features/settings/api/get-event-settings.ts';
import { paths } from '../config/paths.ts';

type SessionCheck = 'valid' | 'refreshing' | 'expired';

/** What the stored session allows right now, read without side effects. */
function checkStoredSession(): SessionCheck {
  const { session, accessExpired, refreshExpired } = sessionStore.getState().status();
  if (!session) return 'expired';
  if (!accessExpired) return 'valid';
  return refreshExpired ? 'expired' : 'refreshing';
}

/**
 * Access token unexpired: valid. Expired but the refresh token is not: refresh first.
 * Both expired: the session is expired, the refresh token is sent to logout and the stored
 * session is removed. A failed refresh also removes it, so /login does not bounce back to /.
 */
function useSessionCheck(): SessionCheck {
  // Subscribing re-renders the guard when the session is refreshed or cleared.
  const { session } = useSession();
  const accessToken = session?.tokens.access.token;

  useEffect(() => {
    const { session: stored, accessExpired, refreshExpired } = sessionStore.getState().status();
    if (!stored || !accessExpired) return;
    if (refreshExpired) {
      void postLogout(stored.tokens.refresh.token).catch(() => undefined);
      sessionStore.getState().clear();
      return;
    }
    refreshAccessToken().catch(() => sessionStore.getState().clear());
  }, [accessToken]);

  return checkStoredSession();
}

/**
 * On /deactivated: a session whose user is no longer active is signed out once the page shows.
 * Signing out before arriving would let the guard of the page being left redirect to /login first.
 */
export function useSignOutInactiveUser() {
  useEffect(() => {
    const user = sessionStore.getState().session?.user;
    if (user && !user.active) sessionStore.getState().clear();
  }, []);
}

/**
 * The back-office screens a participant may open: only their own page (docs/decisions/0009-personal-pages.md).
 * Every other one sends them there.
 */
export const PARTICIPANT_PATHS: readonly string[] = [paths.myPage];

/**
 * Routes requiring sign-in: unauthenticated to /login (remembering where they were going),
 * inactive users signed out and sent to /deactivated, participants anywhere but My Page to My Page,
 * non-admins on admin routes to /404.
 */
export function RequireAuth({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const check = useSessionCheck();
  const { user } = useSession();
  const signedOut = useStore(sessionStore, (s) => s.signedOut);
  const location = useLocation();
  if (check === 'refreshing') return <FullPageLoader />;
  if (check === 'expired' || !user) {
    // After an expiry the user comes back to this page; after a sign-out nobody should.
    return <Navigate to={paths.login} replace state={signedOut ? null : { from: location.pathname + location.search }} />;
  }
  if (!user.active) return <Navigate to={paths.deactivated} replace />;
  if (user.role === 'participant' && !PARTICIPANT_PATHS.includes(location.pathname.replace(/\/+$/, '') || '/')) {
    return <Navigate to={paths.myPage} replace />;
  }
  // A volunteer has check-in only (docs/decisions/0011-event-day-check-in.md).
  if (user.role === 'volunteer' && (location.pathname.replace(/\/+$/, '') || '/') !== paths.checkIn) {
    return <Navigate to={paths.checkIn} replace />;
  }
  if (admin && user.role !== 'admin') return <Navigate to={paths.notFound} replace />;
  return <>{children}</>;
}

/**
 * Pages for signed-out users only (login) redirect to / when already signed in on arrival.
 * A sign-in made on the page itself is left to the page, which knows where to go next.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  useSessionCheck();
  const [signedInOnArrival] = useState(() => checkStoredSession() !== 'expired');
  if (signedInOnArrival) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}

/** docs/decisions/0101-public-flow-closed.md: /frontend/... redirects to /newyear only while public registration is closed. */
export function PublicFlowGate({ children }: { children: ReactNode }) {
  const settings = useEventSettings();
  if (settings.isPending) return <FullPageLoader />;
  if (settings.data && !settings.data.publicRegistrationOpen) return <Navigate to={paths.newYear} replace />;
  return <>{children}</>;
}
